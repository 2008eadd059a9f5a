// What the screen shows of the tree drawings on a page, measured in
// pixels (getBoundingClientRect) in the browser: the legibility tests share
// it, so that "inside", "tall enough" and "overlapping" mean one thing.

/**
 * What the screen shows of every drawing on `page`: the nodes (by label)
 * not wholly inside the visible part of their drawing; the least height of
 * a leaf's value, of a window or bound and of a proof number; the height
 * of the smallest drawing; every piece of text that can be seen (class,
 * text, height); the texts cut by the drawing's edge; and the pairs of
 * marks that overlap: two texts, or a text over another node's shape.
 */
export const measure = (page) =>
  page.evaluate(() => {
    const least = (elements) =>
      Math.min(Infinity, ...[...elements].map((element) => element.getBoundingClientRect().height).filter((height) => height > 0));
    const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const outside = [];
    const cut = [];
    const texts = [];
    const overlaps = [];
    let treeHeight = Infinity;
    for (const svg of document.querySelectorAll('svg.tree-view')) {
      // The visible drawing: its box, as far as the window shows it.
      const box = svg.closest('.tree-view-box').getBoundingClientRect();
      const seen = {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, innerWidth),
        bottom: Math.min(box.bottom, innerHeight),
      };
      treeHeight = Math.min(treeHeight, box.height);
      const shapes = [];
      for (const node of svg.querySelectorAll('g.tree-node')) {
        const shape = node.querySelector('.node-shape').getBoundingClientRect();
        shapes.push({ node, shape });
        const inside =
          shape.left >= seen.left - 0.5 &&
          shape.right <= seen.right + 0.5 &&
          shape.top >= seen.top - 0.5 &&
          shape.bottom <= seen.bottom + 0.5;
        if (!inside) outside.push(node.dataset.label);
      }
      // Every text a reader sees (a screen reader's description is not drawn).
      const drawn = [...svg.querySelectorAll('text')]
        .filter((text) => !text.matches('.node-description') && text.textContent.trim() !== '')
        .filter((text) => Number(getComputedStyle(text).opacity) > 0 && getComputedStyle(text).visibility !== 'hidden')
        .map((text) => ({ text, box: text.getBoundingClientRect(), node: text.closest('g.tree-node') }))
        .filter(({ box }) => box.height > 0);
      const name = ({ text, node }) => `${text.getAttribute('class')} "${text.textContent}"${node ? ` of ${node.dataset.label}` : ''}`;
      for (const [index, one] of drawn.entries()) {
        texts.push({ class: one.text.getAttribute('class'), text: one.text.textContent, height: Math.round(one.box.height * 10) / 10 });
        const past =
          one.box.left < seen.left - 1 || one.box.right > seen.right + 1 || one.box.top < seen.top - 1 || one.box.bottom > seen.bottom + 1;
        if (past) cut.push(name(one));
        for (const other of drawn.slice(index + 1)) {
          if (meet(one.box, other.box)) overlaps.push(`${name(one)} over ${name(other)}`);
        }
        for (const { node, shape } of shapes) {
          if (node !== one.node && meet(one.box, shape)) overlaps.push(`${name(one)} over ${node.dataset.label}'s shape`);
        }
      }
    }
    return {
      outside,
      cut,
      leaf: least(document.querySelectorAll('g.kind-leaf .node-value')),
      window: least(document.querySelectorAll('.node-window, .edge-label, .cut-condition')),
      proof: least(document.querySelectorAll('.proof-numbers tspan')),
      treeHeight,
      texts,
      overlaps,
    };
  });
