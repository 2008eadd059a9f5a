//! Where a child dragged along its row lands among its siblings: the
//! drawing's half of reordering by drag, kept apart from the pointer
//! events so that it can be tested without a browser.

/// A drop that changes the order: the new position and where to draw the
/// marker that shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drop {
    /// The position among the siblings, as `edit::move_child_to` takes it.
    pub position: usize,
    /// The x of the gap the node would land in, in the drawing's pixels.
    pub marker_x: f64,
}

/// The drop of the child at index `from` of siblings centred at `centres`
/// (left to right) when it is let go at `x`; `None` when it would land
/// where it already is.
pub fn drop_at(centres: &[f64], from: usize, x: f64) -> Option<Drop> {
    let others: Vec<f64> = centres
        .iter()
        .enumerate()
        .filter(|&(index, _)| index != from)
        .map(|(_, &centre)| centre)
        .collect();
    let position = others.iter().filter(|&&centre| centre < x).count();
    if position == from || others.is_empty() {
        return None;
    }
    // Halfway to the neighbour; past either end, half a sibling gap out.
    let gap = (centres[centres.len() - 1] - centres[0]) / (centres.len() - 1) as f64;
    let marker_x = match (
        position.checked_sub(1).map(|i| others[i]),
        others.get(position),
    ) {
        (Some(left), Some(&right)) => (left + right) / 2.0,
        (Some(left), None) => left + gap / 2.0,
        (None, Some(&right)) => right - gap / 2.0,
        (None, None) => unreachable!("others is not empty"),
    };
    Some(Drop { position, marker_x })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: [f64; 3] = [100.0, 200.0, 300.0];

    #[test]
    fn dropped_past_a_sibling_it_takes_that_place() {
        assert_eq!(
            drop_at(&ROW, 0, 250.0),
            Some(Drop {
                position: 1,
                marker_x: 250.0
            })
        );
        assert_eq!(
            drop_at(&ROW, 0, 330.0),
            Some(Drop {
                position: 2,
                marker_x: 350.0
            })
        );
        assert_eq!(
            drop_at(&ROW, 2, 20.0),
            Some(Drop {
                position: 0,
                marker_x: 50.0
            })
        );
    }

    #[test]
    fn dropped_between_its_own_neighbours_it_stays() {
        assert_eq!(drop_at(&ROW, 1, 130.0), None);
        assert_eq!(drop_at(&ROW, 1, 270.0), None);
        assert_eq!(drop_at(&ROW, 0, 180.0), None);
        assert_eq!(drop_at(&[100.0], 0, 500.0), None, "an only child");
    }
}
