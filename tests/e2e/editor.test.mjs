// The tree text panel, driven as a student drives it: type a tree and see
// it drawn, type a mistake and see where it is while the drawing stays,
// undo and redo, reload, and read files in every format the app knows
// (and files it must refuse). Screenshots: test-results/screenshots/editor-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, treeInSight, treeNodes, treeText, treeTop, useBrowser } from './support.mjs';

const browser = useBrowser();


/** The labels of the drawn nodes, in document order. */
async function labels(page) {
  return treeNodes(page).evaluateAll((all) => all.map((node) => node.getAttribute('data-label')));
}

async function openEditor() {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  await treeText(page).waitFor();
  return { page, errors };
}

/** Reads `contents` through the Open file… button as a file called `name`. */
async function openFile(page, name, contents) {
  const buffer = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
  await page.locator('#open-file').setInputFiles({ name, mimeType: 'text/plain', buffer });
}

test('a typed tree is drawn; a mistake is pointed at and the drawing stays', async () => {
  const { page, errors } = await openEditor();
  await treeText(page).fill('A(B(E=3 F=12 G=8) C(H=2 I=4 J=6))');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 9);
  assert.deepEqual((await labels(page)).sort(), ['A', 'B', 'C', 'E', 'F', 'G', 'H', 'I', 'J']);
  await saveScreenshot(page, 'editor-typed');

  // Keys typed into the box are text, not shortcuts: "d" does not switch the theme.
  const theme = await page.locator('.app').getAttribute('data-theme');
  await treeText(page).press('End');
  await treeText(page).type(' # dd');
  assert.equal(await page.locator('.app').getAttribute('data-theme'), theme);

  const garbage = 'A(B(E=3 F=12 G=8)\n  C(H=2 I=4 J=6 ))) oops';
  await treeText(page).fill(garbage);
  const error = page.locator('#editor-error');
  await error.waitFor();
  assert.match(await error.textContent(), /^2:\d+: /);
  assert.match(await page.locator('pre.editor-caret').textContent(), /\n *\^$/);
  assert.equal(await treeText(page).inputValue(), garbage, 'the text stays as typed');
  assert.equal(await treeNodes(page).count(), 9, 'the last good tree stays drawn');
  await saveScreenshot(page, 'editor-error');

  // A label that is markup cannot be typed: the notation refuses it.
  await treeText(page).fill('(<img src=x onerror=alert(1)> 1)');
  await error.waitFor();
  assert.match(await error.textContent(), /^1:3: expected a number but found the label "img"/);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await treeNodes(page).count(), 9);
  assert.deepEqual(errors, []);
});

test('undo and redo go back and forth between trees; the tree outlives a reload', async () => {
  const { page, errors } = await openEditor();
  await treeText(page).fill('(1 2)');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 3);
  await treeText(page).fill('((1 2) (3 4))');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 7);

  // Outside the text box Ctrl+Z undoes the tree's last change.
  await page.locator('.app-title').click();
  await press(page, 'Control+z');
  assert.equal(await treeNodes(page).count(), 3);
  assert.equal(await treeText(page).inputValue(), '(1 2)');
  await press(page, 'Control+Shift+Z');
  assert.equal(await treeNodes(page).count(), 7);
  await page.locator('#undo').click();
  assert.equal(await treeNodes(page).count(), 3);
  await page.locator('#redo').click();
  assert.equal(await treeNodes(page).count(), 7);
  assert.equal(await page.locator('#redo').isDisabled(), true);

  // Reload: the address carries the tree, once it is written (a moment
  // after the last change; until then it names the tree the page opened on).
  await page.waitForFunction(() => location.hash.includes('t=((1_2)_(3_4))'));
  await page.reload({ waitUntil: 'load' });
  await treeNodes(page).first().waitFor();
  assert.equal(await treeNodes(page).count(), 7);
  assert.equal(await treeText(page).inputValue(), '((1 2) (3 4))');

  // An address without a tree: the tree saved in the browser opens.
  await page.goto('about:blank');
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await treeNodes(page).first().waitFor();
  assert.equal(await treeNodes(page).count(), 7);
  assert.equal(await treeText(page).inputValue(), '((1 2) (3 4))');
  await saveScreenshot(page, 'editor-restored');
  assert.deepEqual(errors, []);
});

test('files in every format are read, and say which format they were read as', async () => {
  const { page, errors } = await openEditor();
  const json = JSON.stringify({
    root: 'max',
    nodes: [{ label: 'R', children: [1, 2] }, { label: 'X', value: 5 }, { value: 7 }],
  });
  const cases = [
    ['wrapped.txt', '(((3)(12)(8))((2)(4)(6))((14)(5)(2)))', 'nested lists with wrapped leaves', 13],
    ['short.json', '[[[8],[5]],[[10]]]', 'nested lists with wrapped leaves', 6],
    ['counts.txt', '3 3 3 3 0 0 0 0 0 0 0 0 0\n3 12 8 2 4 6 14 5 2\n', 'breadth-first child counts and values', 13],
    ['tree.json', json, 'Minimax Lab JSON', 3],
    ['tree.txt', 'A(B(E=3 F=12) C(H=2 I=4))', 'the notation', 7],
  ];
  for (const [name, contents, format, count] of cases) {
    await openFile(page, name, contents);
    const note = page.locator('#editor-note');
    await page.waitForFunction(
      (expected) => document.querySelector('#editor-note')?.textContent === expected,
      `Read as ${format}.`,
    );
    assert.equal(await note.textContent(), `Read as ${format}.`, name);
    assert.equal(await treeNodes(page).count(), count, name);
    await saveScreenshot(page, `editor-import-${name.replace('.', '-')}`);
  }
  assert.equal(await page.locator('g.tree-node[data-label="X"]').count(), 0, 'the last file replaced the JSON tree');
  assert.deepEqual(errors, []);
});

test('binary, huge and broken files are refused clearly and the tree stays', async () => {
  const { page, errors } = await openEditor();
  await treeText(page).fill('(1 2 3)');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 4);
  const message = page.locator('p.message[role="alert"]');

  await openFile(page, 'picture.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  await message.waitFor();
  assert.match(await message.textContent(), /picture\.png is not a text file/);
  assert.equal(await treeNodes(page).count(), 4);
  await saveScreenshot(page, 'editor-binary');
  await page.locator('p.message button.dismiss').click();

  await openFile(page, 'huge.txt', Buffer.alloc(6 * 1024 * 1024, '1 '));
  await message.waitFor();
  assert.match(await message.textContent(), /huge\.txt is larger than 5 MB/);
  assert.equal(await treeNodes(page).count(), 4);
  await saveScreenshot(page, 'editor-too-large');
  await page.locator('p.message button.dismiss').click();

  await openFile(page, 'broken.txt', '((1 2)');
  await message.waitFor();
  assert.match(await message.textContent(), /That file holds no tree.*1:7/);
  assert.equal(await treeNodes(page).count(), 4);
  await page.locator('p.message button.dismiss').click();

  // Markup in a JSON label is refused or shown as text, never made an element.
  const json = JSON.stringify({
    root: 'max',
    nodes: [{ label: '<img src=x onerror=alert(1)>', children: [1, 2] }, { value: 1 }, { value: 2 }],
  });
  await openFile(page, 'markup.json', json);
  await page.locator('p.message[role="alert"], #editor-note').first().waitFor();
  assert.equal(await page.locator('img').count(), 0);
  const refused = await message.count();
  if (refused === 0) {
    assert.equal(await page.locator('g.tree-node[data-label="<img src=x onerror=alert(1)>"]').count(), 1);
  }
  await saveScreenshot(page, 'editor-markup-json');
  assert.deepEqual(errors, []);
});

test('the random tree form makes the tree `gametree random` makes', async () => {
  const { page, errors } = await openEditor();
  await page.locator('.random-form > summary').click();
  await page.locator('#random-branching').fill('2');
  await page.locator('#random-depth').fill('3');
  await page.locator('#random-seed').fill('7');
  await page.locator('#generate').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 15);
  // `gametree random --branching 2 --depth 3 --seed 7` prints the same tree.
  assert.equal(await treeText(page).inputValue(), '(((3 -2) (-1 -7)) ((-16 19) (15 15)))');
  await page.locator('#random-depth').fill('');
  await page.locator('#generate').click();
  await page.locator('p.message[role="alert"]').waitFor();
  assert.match(await page.locator('p.message').textContent(), /whole number/);
  assert.equal(await treeNodes(page).count(), 15);
  await saveScreenshot(page, 'editor-random');
  assert.deepEqual(errors, []);
});

test('on a phone the random form, a screen below the drawing, shows its tree or its error in sight', async () => {
  const { page, errors } = await openApp(browser(), { phone: true });
  await treeNodes(page).first().waitFor();
  await page.locator('.random-form > summary').scrollIntoViewIfNeeded();
  await page.locator('.random-form > summary').tap();
  await page.locator('#random-seed').fill('7');
  await page.locator('#generate').scrollIntoViewIfNeeded();
  assert.ok((await treeTop(page)) < 0, 'the drawing is above the window');
  await page.locator('#generate').tap();
  await treeInSight(page);
  assert.notEqual(await treeText(page).inputValue(), '', 'a random tree is drawn');
  // A refused form keeps the student's place, and its reason is in sight.
  await page.locator('#random-depth').fill('');
  await page.locator('#generate').scrollIntoViewIfNeeded();
  const place = (await page.locator('#generate').boundingBox()).y;
  await page.locator('#generate').tap();
  const message = page.locator('p.message[role="alert"]');
  await message.waitFor();
  const box = await message.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 844, `the reason is in the window: ${box.y}`);
  const moved = (await page.locator('#generate').boundingBox()).y - place;
  assert.ok(Math.abs(moved) < 2, `the form stays where the student was: moved ${moved} px`);
  await saveScreenshot(page, 'editor-phone-random-refused');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a tree 100,000 deep pasted in the text box is drawn, its deep part folded', async () => {
  const { page, errors } = await openEditor();
  const depth = 100_000;
  await treeText(page).fill('('.repeat(depth) + '7' + ')'.repeat(depth));
  // Only the top 500 levels are drawn; the rest is folded under one node.
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 500, null, {
    timeout: 60_000,
  });
  assert.equal(await page.locator('g.tree-node.is-folded').count(), 1);
  assert.equal(await page.locator('p.message[role="alert"]').count(), 0);
  // Leave the text box, so that the key goes to the player.
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  await page.locator('#root-value').waitFor({ timeout: 30_000 });
  assert.equal((await page.locator('#root-value').textContent()).trim(), '7');
  await saveScreenshot(page, 'editor-deep-tree');
  assert.deepEqual(errors, []);
});
