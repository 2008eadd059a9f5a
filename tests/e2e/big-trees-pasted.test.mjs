// The drawing follows the big pasted trees: a root of 300,000 leaves and a
// random tree of 100,000 leaves, at every step of 250 (big-tree-walk.mjs).
// Apart from big-trees.test.mjs so that the two run side by side.
import { TREES, followEachStep } from './big-tree-walk.mjs';
import { useBrowser } from './support.mjs';

followEachStep(TREES.filter((tree) => ['wide-300000', 'random-b10-d5'].includes(tree.name)), useBrowser());
