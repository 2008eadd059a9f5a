// The keyboard in front of a class, by one rule: once a control has done
// its job, the playback keys step the search again; Escape always hands
// the keys back to the player; a menu changes only while it is open. Each
// case is one a lecturer meets: a menu picked from, a checkbox ticked, a
// playback button clicked, a tree typed in the text box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

async function openPlayer() {
  const { page, errors } = await openApp(browser());
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  return { page, errors };
}

/** The step on show, read from "Step 3 of 43". */
async function stepOnShow(page) {
  const text = await page.locator('.step-of').textContent();
  return Number(/Step (\d+)/.exec(text)[1]);
}

test('after a menu is picked from, the arrows step the search and leave the menu alone', async () => {
  const { page, errors } = await openPlayer();
  for (const [menu, pick] of [
    ['.preset-menu select', 'Exercise: apply alpha-beta'],
    ['.algorithm-menu select', 'Negamax with alpha-beta'],
  ]) {
    await page.locator(menu).click();
    await page.selectOption(menu, { label: pick });
    const chosen = await page.locator(menu).inputValue();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Escape', 'ArrowRight']) {
      await press(page, key);
    }
    assert.equal(await page.locator(menu).inputValue(), chosen, `${menu} is unchanged`);
    assert.equal(await stepOnShow(page), 3, `→ → … → stepped ${pick}`);
    await press(page, 'Home');
  }
  // Focused but closed, a menu takes no arrow and no letter.
  await page.locator('.algorithm-menu select').focus();
  const before = await page.locator('.algorithm-menu select').inputValue();
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowRight', 'm', 'End']) {
    await press(page, key);
  }
  assert.equal(await page.locator('.algorithm-menu select').inputValue(), before);
  const last = Number(await page.locator('.scrubber input').getAttribute('max'));
  assert.equal(await stepOnShow(page), last, 'End went to the end');
  // ↓ on a menu (one just closed with Escape, say) does not go into the
  // drawing, so → still steps.
  await page.locator('.algorithm-menu select').focus();
  await press(page, 'Home', 'ArrowDown', 'ArrowRight');
  assert.equal(await page.locator('g.tree-node[aria-selected="true"]').count(), 0, '↓ selected no node');
  assert.equal(await stepOnShow(page), 1, '→ stepped');
  assert.deepEqual(errors, []);
  await page.close();
});

test('after a checkbox is clicked, → / End / P work', async () => {
  const { page, errors } = await openPlayer();
  for (const label of ['Visit order', 'Dark', 'Name nodes A, B, C…']) {
    await page.getByLabel(label).click();
    await press(page, 'ArrowRight');
    assert.equal(await stepOnShow(page), 1, `→ after ${label}`);
    await press(page, 'Home');
  }
  await page.getByLabel('Projector').click();
  assert.match(await page.locator('.app').getAttribute('class'), /projector/);
  await press(page, 'ArrowRight');
  assert.equal(await stepOnShow(page), 1);
  await press(page, 'End');
  assert.equal(await stepOnShow(page), 43);
  await press(page, 'p');
  assert.doesNotMatch(await page.locator('.app').getAttribute('class'), /projector/, 'P switched it off');
  // Space plays rather than ticking the box clicked last.
  await press(page, 'Home');
  await page.getByLabel('Visit order').click();
  const ticked = await page.getByLabel('Visit order').isChecked();
  await press(page, ' ');
  assert.equal(await page.getByLabel('Visit order').isChecked(), ticked, 'Space left the box alone');
  assert.equal(await page.getByRole('button', { name: 'Pause' }).count(), 1, 'Space played');
  assert.deepEqual(errors, []);
  await page.close();
});

test('after a playback button is clicked, Space plays and pauses', async () => {
  const { page, errors } = await openPlayer();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  assert.equal(await stepOnShow(page), 2);
  await press(page, ' ');
  assert.equal(await page.getByRole('button', { name: 'Pause' }).count(), 1, 'Space played');
  await press(page, ' ');
  assert.equal(await page.getByRole('button', { name: 'Play' }).count(), 1, 'Space paused');
  const paused = await stepOnShow(page);
  assert.ok(paused >= 2 && paused < 10, `Space did not press Step forward again: step ${paused}`);
  // The scrubber dragged with the mouse gives the keys back too.
  await page.locator('.scrubber input').click();
  const seeked = await stepOnShow(page);
  await press(page, 'ArrowRight');
  assert.equal(await stepOnShow(page), seeked + 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Escape leaves the tree text box, and the arrows step again', async () => {
  const { page, errors } = await openPlayer();
  const box = page.locator('#tree-text');
  await box.click();
  await box.press('End');
  await page.keyboard.type(' ');
  await press(page, 'ArrowRight');
  assert.equal(await stepOnShow(page), 0, 'while typing, → moves the text cursor');
  await press(page, 'Escape');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  assert.equal(await stepOnShow(page), 2, 'after Escape, → steps');
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'tree-text');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the shortcut sheet opens at its top, with the most used keys in sight', async () => {
  const { page, errors } = await openPlayer();
  await page.setViewportSize({ width: 1366, height: 500 });
  await press(page, '?');
  const dialog = page.locator('.shortcut-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.evaluate((element) => element.scrollTop), 0, 'not scrolled down');
  const first = await page.locator('.shortcut-dialog tbody tr').first().boundingBox();
  const box = await dialog.boundingBox();
  assert.ok(first.y >= box.y && first.y + first.height <= box.y + box.height, 'the first key is in sight');
  await press(page, 'Escape');
  await press(page, 'ArrowRight');
  assert.equal(await stepOnShow(page), 1, 'closed, the keys step again');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Q quizzes the room: → keeps back what the next step finds, → again reveals it, Q again stops', async () => {
  const { page, errors } = await openPlayer();
  await page.setViewportSize({ width: 1024, height: 768 });
  await press(page, 'p');
  await page.locator('.app.projector').waitFor();
  const sentence = page.locator('.explanation .sentence');
  // The value written at the current node, if any: one the search finds (a
  // leaf's is written in the tree before any step, and stays).
  const currentValue = () =>
    page.evaluate(() => document.querySelector('svg.tree-view g.tree-node.is-current:not(.kind-leaf) .node-value')?.textContent.trim() ?? '');
  await press(page, 'q');
  const problems = [];
  let revealedValues = 0;
  for (let step = 1; step <= 12; step += 1) {
    await press(page, 'ArrowRight');
    if ((await stepOnShow(page)) !== step) problems.push(`asked: step ${await stepOnShow(page)}, not ${step}`);
    if ((await sentence.textContent()) !== 'Press → to reveal.') problems.push(`step ${step} asked: "${await sentence.textContent()}"`);
    if ((await currentValue()) !== '') problems.push(`step ${step} asked: the current node shows ${await currentValue()}`);
    if (step === 5) await saveScreenshot(page, 'keys-quiz-asked', { fullPage: false });
    await press(page, 'ArrowRight');
    if ((await stepOnShow(page)) !== step) problems.push(`revealed: step ${await stepOnShow(page)}, not ${step}`);
    if ((await sentence.textContent()) === 'Press → to reveal.') problems.push(`step ${step} revealed: the sentence still kept back`);
    if ((await currentValue()) !== '') revealedValues += 1;
    if (step === 5) await saveScreenshot(page, 'keys-quiz-revealed', { fullPage: false });
  }
  assert.deepEqual(problems, []);
  assert.ok(revealedValues > 0, 'some steps reveal a value at their node');
  // The switch in Options says so, and Q again stops quizzing.
  await page.locator('.options-toggle').click();
  assert.equal(await page.getByRole('checkbox', { name: /Quiz the room/ }).isChecked(), true);
  await page.locator('.options-toggle').click();
  await press(page, 'q', 'ArrowRight');
  assert.equal(await stepOnShow(page), 13);
  assert.notEqual(await sentence.textContent(), 'Press → to reveal.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Options drawer closes with Escape, its button taking the focus back, and when → steps', async () => {
  const { page, errors } = await openPlayer();
  await page.setViewportSize({ width: 1024, height: 768 });
  await press(page, 'p');
  await page.locator('.app.projector').waitFor();
  const toggle = page.locator('.options-toggle');
  // Whether the root can be seen: the element at its middle is the drawing's.
  const rootUncovered = () =>
    page.evaluate(() => {
      const box = document.querySelector('svg.tree-view g.tree-node[data-label="A"] .node-shape').getBoundingClientRect();
      return Boolean(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('svg.tree-view'));
    });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await saveScreenshot(page, 'keys-options-open', { fullPage: false });
  await press(page, 'Escape');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('options-toggle')), true, 'the focus is back on Options');
  assert.equal(await rootUncovered(), true);
  // Open again, then step from the keyboard: the drawer folds away.
  await toggle.click();
  await press(page, 'ArrowRight');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await stepOnShow(page), 1);
  assert.equal(await rootUncovered(), true);
  await saveScreenshot(page, 'keys-options-closed-by-a-step', { fullPage: false });
  assert.deepEqual(errors, []);
  await page.close();
});
