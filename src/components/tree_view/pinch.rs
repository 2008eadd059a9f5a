//! Two fingers on the drawing zoom and pan it, as on any map on a phone:
//! spreading them zooms in about the point between them, and moving them
//! together moves the tree with them; one finger lifted where it touched
//! is a tap. The drawing takes every touch itself
//! (`touch-action: none`, so that one finger pans the tree rather than the
//! page), so without this a phone could not zoom the tree at all. Kept
//! apart from the pointer events so that it can be tested without a browser.

/// A finger on the drawing: its pointer and where it was last seen, in
/// screen pixels.
type Finger = (i32, (f64, f64));

/// How far (in screen pixels) a finger may move and still tap.
const TAP_REACH: f64 = 6.0;

/// The fingers on the drawing, oldest first, and whether they make a tap.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fingers {
    down: Vec<Finger>,
    /// Where the touch began while it may still be a tap: one finger that
    /// has not moved away.
    tap: Option<(f64, f64)>,
}

/// What one move of a finger does while two are down, in screen pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// How much to zoom: the new distance between the fingers over the old
    /// (above 1 zooms in).
    pub factor: f64,
    /// The point between the fingers before the move, in screen pixels:
    /// the drawing's point under it follows the fingers.
    pub from: (f64, f64),
    /// How far that point moved, in screen pixels.
    pub shift: (f64, f64),
}

impl Fingers {
    /// A finger touches the drawing.
    pub fn down(&mut self, pointer: i32, at: (f64, f64)) {
        self.down.retain(|&(id, _)| id != pointer);
        self.tap = self.down.is_empty().then_some(at);
        self.down.push((pointer, at));
    }

    /// A finger leaves the drawing (or the browser takes it back); whether
    /// that ends a tap: one finger, down and up without moving away.
    pub fn up(&mut self, pointer: i32) -> bool {
        let was_down = self.down.iter().any(|&(id, _)| id == pointer);
        self.down.retain(|&(id, _)| id != pointer);
        was_down && self.down.is_empty() && self.tap.take().is_some()
    }

    /// Whether two fingers or more are down: a pinch, not a drag.
    pub fn pinching(&self) -> bool {
        self.down.len() >= 2
    }

    /// A finger moves to `at`. While two are down, the first two make the
    /// pinch, and this says what the move does; a third finger is carried
    /// along but makes nothing.
    pub fn moved(&mut self, pointer: i32, at: (f64, f64)) -> Option<Spread> {
        let index = self.down.iter().position(|&(id, _)| id == pointer)?;
        if self
            .tap
            .is_some_and(|start| distance((start, at)) >= TAP_REACH)
        {
            self.tap = None;
        }
        let before = self.pair();
        self.down[index].1 = at;
        let (before, after) = (before?, self.pair()?);
        let (from, to) = (middle(before), middle(after));
        let (spread_before, spread_after) = (distance(before), distance(after));
        // Fingers on one spot give no scale: the move only pans.
        let factor = if spread_before > 1.0 && spread_after > 1.0 {
            spread_after / spread_before
        } else {
            1.0
        };
        (index < 2).then_some(Spread {
            factor,
            from,
            shift: (to.0 - from.0, to.1 - from.1),
        })
    }

    /// Where the first two fingers are.
    fn pair(&self) -> Option<((f64, f64), (f64, f64))> {
        match self.down.as_slice() {
            [(_, first), (_, second), ..] => Some((*first, *second)),
            _ => None,
        }
    }
}

/// The point halfway between two.
fn middle((a, b): ((f64, f64), (f64, f64))) -> (f64, f64) {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// How far apart two points are.
fn distance((a, b): ((f64, f64), (f64, f64))) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_fingers() -> Fingers {
        let mut fingers = Fingers::default();
        fingers.down(1, (100.0, 200.0));
        fingers.down(2, (200.0, 200.0));
        fingers
    }

    #[test]
    fn one_finger_is_a_drag_not_a_pinch() {
        let mut fingers = Fingers::default();
        fingers.down(1, (100.0, 200.0));
        assert!(!fingers.pinching());
        assert_eq!(fingers.moved(1, (150.0, 200.0)), None);
        // Dragged away: not a tap.
        assert!(!fingers.up(1));
    }

    #[test]
    fn one_finger_down_and_up_in_place_is_a_tap() {
        let mut fingers = Fingers::default();
        fingers.down(1, (100.0, 200.0));
        fingers.moved(1, (103.0, 202.0));
        assert!(fingers.up(1));
        // Lifted twice (up, then cancelled): one tap.
        assert!(!fingers.up(1));
    }

    #[test]
    fn spreading_the_fingers_zooms_in_about_the_point_between_them() {
        let mut fingers = two_fingers();
        assert!(fingers.pinching());
        let pinch = fingers.moved(2, (300.0, 200.0)).unwrap();
        assert_eq!(pinch.factor, 2.0);
        assert_eq!(pinch.from, (150.0, 200.0));
        assert_eq!(pinch.shift, (50.0, 0.0));
        // Closing them again zooms back out by as much.
        let back = fingers.moved(2, (200.0, 200.0)).unwrap();
        assert_eq!(back.factor, 0.5);
    }

    #[test]
    fn moving_both_fingers_together_pans_without_zooming() {
        let mut fingers = two_fingers();
        // One finger, then the other: what the first move zooms the second undoes.
        let first = fingers.moved(1, (100.0, 260.0)).unwrap();
        let second = fingers.moved(2, (200.0, 260.0)).unwrap();
        assert!((first.factor * second.factor - 1.0).abs() < 1e-12);
        assert_eq!(first.from, (150.0, 200.0));
        assert_eq!(second.from, (150.0, 230.0));
        let moved = (
            first.shift.0 + second.shift.0,
            first.shift.1 + second.shift.1,
        );
        assert_eq!(moved, (0.0, 60.0));
    }

    #[test]
    fn fingers_on_one_spot_only_pan() {
        let mut fingers = Fingers::default();
        fingers.down(1, (100.0, 100.0));
        fingers.down(2, (100.0, 100.0));
        assert_eq!(fingers.moved(2, (140.0, 100.0)).unwrap().factor, 1.0);
    }

    #[test]
    fn a_lifted_finger_ends_the_pinch_and_a_third_makes_nothing() {
        let mut fingers = two_fingers();
        fingers.down(3, (400.0, 400.0));
        assert_eq!(fingers.moved(3, (450.0, 400.0)), None);
        fingers.up(1);
        // Fingers 2 and 3 are the pair now.
        assert!(fingers.moved(3, (500.0, 400.0)).is_some());
        // A pinch is never a tap, whichever finger is lifted last.
        assert!(!fingers.up(3));
        assert!(!fingers.pinching());
        assert_eq!(fingers.moved(2, (250.0, 200.0)), None);
        assert!(!fingers.up(2));
        // An unknown pointer moves nothing.
        assert_eq!(two_fingers().moved(9, (0.0, 0.0)), None);
    }
}
