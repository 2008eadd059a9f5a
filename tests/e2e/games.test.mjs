// Trees from games, built in the "From a game" panel and played in the
// same player as every other tree: tic-tac-toe from a clicked board to a
// depth, with the board of the current node over the tree's corner; the
// whole of tic-tac-toe (549,946 nodes), folded and searched; Nim with its
// wins for the player to move, and a link that carries the game's recipe;
// the erratic vacuum world's AND-OR search ending with the notes' plan;
// lambda search's verdict and λ-tree; the prisoner's dilemma crossed out
// strategy by strategy. Screenshots: test-results/screenshots/game-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, press, saveScreenshot, treeNodes, useBrowser, waitForAnswer } from './support.mjs';

const browser = useBrowser();

/** Opens the app with the "From a game" panel open. */
async function openGames() {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  await page.locator('.games-panel > summary').click();
  return { page, errors };
}

/** Replaces the text of the field `selector` with `value`. */
async function type(page, selector, value) {
  await page.locator(selector).fill(value);
}

/** Waits until the tree built from a game is on show, with its position. */
async function built(page, timeout = 15_000) {
  await page.locator('figure.position-view').waitFor({ timeout });
}

/** The sentence under the tree. */
const sentence = (page) => page.locator('.explanation .sentence').textContent();

test('tic-tac-toe from a clicked board: the board of the current node follows the search', async () => {
  const { page, errors } = await openGames();
  const squares = page.locator('.games-panel > form.game-form .board-editor button');
  await squares.first().waitFor();
  assert.equal(await squares.count(), 9);
  await squares.nth(0).click(); // a1: X
  await squares.nth(4).click(); // b2: X
  await squares.nth(4).click(); // b2: O
  await squares.nth(2).click(); // c1: X
  assert.equal(await page.locator('#game-rows').inputValue(), 'x.x/.o./...');
  await type(page, '#game-depth', '2');
  await page.locator('#build-tic-tac-toe').click();
  await built(page);
  const view = page.locator('figure.position-view');
  await view.waitFor();
  assert.match(await view.locator('figcaption').textContent(), /O to move/);
  assert.match(await view.locator('figcaption').textContent(), /Stopped 2 plies down/);
  // O's replies are labelled with the move.
  assert.ok(
    (await treeNodes(page).evaluateAll((nodes) => nodes.map((n) => n.dataset.label))).some((label) => /^O[abc][123]$/.test(label ?? '')),
    'nodes are named by their move',
  );
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 3; i += 1) await press(page, 'ArrowRight');
  const marks = await view.locator('.board-square').allTextContents();
  assert.equal(marks.filter((mark) => mark === 'O').length, 2, 'the board shows the reply the search went down to');
  await saveScreenshot(page, 'game-tic-tac-toe-stepping');
  // The position's notes scroll inside its column rather than run under the sentence.
  const [column, tree] = [await view.boundingBox(), await page.locator('.tree-view-frame').boundingBox()];
  assert.ok(column.y + column.height <= tree.y + tree.height + 1, `the position stays beside the tree: ${JSON.stringify({ column, tree })}`);
  assert.deepEqual(errors, []);
});

test('the whole of tic-tac-toe builds, folded, and is searched', async () => {
  const { page, errors } = await openGames();
  await type(page, '#game-rows', '.../.../...');
  await type(page, '#game-depth', '');
  await page.locator('.games-panel label', { hasText: 'Merge symmetric positions' }).locator('input').uncheck();
  const started = Date.now();
  await page.locator('#build-tic-tac-toe').click();
  await built(page, 60_000);
  console.log(`e2e: the whole of tic-tac-toe built, searched and drawn in ${Date.now() - started} ms`);
  assert.ok((await treeNodes(page).count()) < 2000, 'drawn folded');
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  await waitForAnswer(page, errors);
  assert.equal((await page.locator('#root-value').textContent()).trim(), '0', 'a draw');
  await saveScreenshot(page, 'game-tic-tac-toe-whole');
  assert.deepEqual(errors, []);
});

test('tic-tac-toe with a sooner win worth more: best play takes the win at once', async () => {
  // X to move on x.o/.x./o..: Xc3 completes the diagonal at once. With
  // every win worth 1, minimax takes the leftmost win, a slower one.
  const bestPlay = async (sooner) => {
    const { page, errors } = await openGames();
    await type(page, '#game-rows', 'x.o/.x./o..');
    await type(page, '#game-depth', '');
    await page.locator('.games-panel label', { hasText: 'A sooner win is worth more' }).locator('input').setChecked(sooner);
    await page.locator('#build-tic-tac-toe').click();
    await built(page);
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, 'End');
    await waitForAnswer(page, errors);
    const result = {
      play: (await page.locator('#best-play').textContent()).trim(),
      note: await page.locator('figure.position-view').textContent(),
    };
    if (sooner) await saveScreenshot(page, 'game-tic-tac-toe-sooner');
    assert.deepEqual(errors, []);
    await page.close();
    return result;
  };
  const plain = await bestPlay(false);
  assert.doesNotMatch(plain.play, /^A → Xc3\b/, `a win is a win: ${plain.play}`);
  const sooner = await bestPlay(true);
  assert.match(sooner.play, /^A → Xc3\b/, `the quickest win: ${sooner.play}`);
  assert.match(sooner.note, /the sooner the win, the more it is worth/);
});

test('Nim: the position shows who wins, and a link carries the recipe', async () => {
  const { page, errors } = await openGames();
  await type(page, '#game-heap', '5');
  await type(page, '#game-take', '3');
  await page.locator('#build-nim').click();
  await built(page);
  const caption = page.locator('figure.position-view figcaption');
  await caption.waitFor();
  assert.match(await caption.textContent(), /win/i);
  assert.equal(await page.locator('figure.position-view .heap-count').textContent(), '5');
  await saveScreenshot(page, 'game-nim');
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'ArrowRight');
  await page.waitForTimeout(900);
  const address = new URL(page.url()).hash;
  assert.match(address, /g=nim/);
  assert.doesNotMatch(address, /t=take/, 'the tree itself is left out');
  const again = await openApp(browser(), { url: page.url() });
  await built(again.page);
  assert.equal(await again.page.locator('figure.position-view .heap-count').count(), 1, 'the board comes back with the tree');
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

test('the vacuum world: AND-OR search ends with the notes\' plan, drawn as a tree', async () => {
  const { page, errors } = await openGames();
  await page.locator('#build-vacuum').click();
  await built(page);
  assert.ok(await page.locator('svg.tree-view').textContent().then((text) => text.includes('OR')), 'OR and AND levels');
  // The states are drawn as the sentences and the plan name them.
  const labels = await page.locator('svg.tree-view .node-label').allTextContents();
  assert.ok(labels.includes('(M, M, A)'), `the root's state: ${labels.slice(0, 4)}`);
  assert.ok(!labels.some((label) => label.includes('_')), 'no internal names');
  await page.locator('figure.position-view .vacuum-world').waitFor();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'ArrowRight');
  assert.ok((await sentence(page)).length > 0);
  await press(page, 'End');
  const plan = page.locator('.plan-panel .plan-text');
  await plan.waitFor();
  await plan.scrollIntoViewIfNeeded();
  assert.equal((await plan.textContent()).trim(), '[Suck, if State = (C, M, A) then [Right, Suck] else []]');
  assert.match(await page.locator('.plan-panel .hint').textContent(), /\[\] is an empty plan: the goal is reached/);
  await saveScreenshot(page, 'game-vacuum-plan');
  const searched = await treeNodes(page).count();
  const button = await page.locator('#plan-as-tree').boundingBox();
  assert.ok(button.height >= 44, `the plan's button is styled as the others: ${button.height} px`);
  await page.locator('#plan-as-tree').click();
  await page.waitForFunction((before) => document.querySelectorAll('svg.tree-view g.tree-node').length < before, searched);
  await saveScreenshot(page, 'game-vacuum-plan-tree');
  assert.deepEqual(errors, []);
});

test('lambda search: the verdict, the moves that qualify and the λ-tree', async () => {
  const { page, errors } = await openGames();
  await page.locator('#search-threats').click();
  const verdict = page.locator('.lambda-verdict');
  await verdict.waitFor();
  assert.match(await verdict.textContent(), /λ/);
  assert.ok((await page.locator('.lambda-moves li').count()) > 0, 'some moves qualify');
  // The tree stops at the first winning move, and says so.
  assert.match(await page.locator('.lambda-report .hint').first().textContent(), /up to the first that wins/);
  await built(page);
  await saveScreenshot(page, 'game-lambda');
  assert.deepEqual(errors, []);
});

test('lambda search refuses rows that are no board of its game, in one sentence, keeping them', async () => {
  const { page, errors } = await openGames();
  await page.locator('#search-threats').click();
  await page.locator('.lambda-verdict').waitFor();
  for (const [rows, said] of [
    ['x../.o./..', /cannot be read: a position is rows/],
    ['xxxx/..../..../....', /not a board of \d+ columns and \d+ rows/],
    ['', /cannot be read/],
  ]) {
    await page.locator('#lambda-rows').fill(rows);
    await page.locator('#search-threats').click();
    const message = page.locator('p.message[role="alert"]');
    await message.waitFor();
    assert.match(await message.textContent(), said, rows);
    assert.equal(await page.locator('#lambda-rows').inputValue(), rows, 'what was typed stays');
    await message.locator('.dismiss').click();
  }
  await saveScreenshot(page, 'game-lambda-refused');
  assert.deepEqual(errors, []);
});

test('the prisoner\'s dilemma: dominated strategies crossed out, the equilibrium, the tree', async () => {
  const { page, errors } = await openGames();
  const panel = page.locator('.dilemma-panel');
  await panel.scrollIntoViewIfNeeded();
  assert.equal(await panel.locator('td.crossed').count(), 0);
  // Its buttons look like every other panel's (44 px tall, the page's font), not the browser's.
  for (const id of ['#next-elimination', '#show-equilibrium', '#open-dilemma']) {
    const style = await panel.locator(id).evaluate((button) => {
      const css = getComputedStyle(button);
      return { height: button.getBoundingClientRect().height, family: css.fontFamily === getComputedStyle(button.closest('.app')).fontFamily };
    });
    assert.ok(style.height >= 44 && style.family, `${id}: ${JSON.stringify(style)}`);
  }
  // The answer waits until the crossing out reaches it.
  assert.equal(await panel.locator('td.equilibrium').count(), 0);
  assert.equal(await panel.locator('.equilibrium-note').count(), 0);
  assert.equal(await panel.locator('.dilemma-edge.is-taken').count(), 0);
  await page.locator('#next-elimination').click();
  assert.equal(await panel.locator('td.equilibrium').count(), 0, 'not after one strategy');
  await page.locator('#next-elimination').click();
  assert.equal(await panel.locator('.eliminations li').count(), 2);
  assert.equal(await panel.locator('td.equilibrium').count(), 1);
  assert.match(await panel.locator('.equilibrium-note').first().textContent(), /Betray/);
  assert.equal(await panel.locator('.dilemma-edge.is-taken').count(), 2, 'minimax\'s path');
  // Start again hides it; Show the equilibrium reveals it at once.
  await panel.getByRole('button', { name: 'Start again' }).click();
  assert.equal(await panel.locator('td.equilibrium').count(), 0);
  await page.locator('#show-equilibrium').click();
  assert.equal(await panel.locator('td.equilibrium').count(), 1);
  await panel.locator('.eliminations').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'game-dilemma-panel');
  await page.locator('#open-dilemma').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 7);
  await saveScreenshot(page, 'game-dilemma');
  assert.deepEqual(errors, []);
});

test('the folded games panel makes its forms when first opened, and keeps them, with what was typed, when folded again', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await treeNodes(page).first().waitFor();
    assert.equal(await page.locator('.games-panel form').count(), 0, 'nothing is made while folded');
    await page.locator('.games-panel > summary').click();
    await type(page, '#game-heap', '9');
    await page.locator('.games-panel > summary').click();
    await page.locator('.games-panel > summary').click();
    assert.equal(await page.locator('#game-heap').inputValue(), '9');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
