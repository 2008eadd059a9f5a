// Everything a class reads is on screen, on every screen the course is
// shown on: a laptop (1366×768), a projector (1920×1080 and 1024×768 in
// projector mode), a phone (390×844, 360×740), a tablet (768×1024) and a
// small embed (400×300), in every language. Each test measures what the
// issue measured, and saves a screenshot to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, chooseExample, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Opens the app at `width` × `height`, in projector mode when asked. */
async function openAt(width, height, { projector = false, url = BASE_URL } = {}) {
  const { page, errors } = await openApp(browser(), { url });
  await page.setViewportSize({ width, height });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  if (projector) {
    await press(page, 'p');
    await page.locator('.app.projector').waitFor();
  }
  return { page, errors };
}

/**
 * Whether the element `selector` finds is wholly in the window and not
 * hidden by a scrolled box around it: its corners and centre are inside
 * the viewport, and the page hits it (or something inside it) there.
 */
async function inSight(page, selector) {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.width > 0 &&
      box.height > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth + 0.5 &&
      box.bottom <= window.innerHeight + 0.5;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && hit !== null && (element === hit || element.contains(hit));
  });
}

/** The step on show, read from "Step 3 of 43". */
async function stepOnShow(page) {
  return Number(/Step (\d+)/.exec(await page.locator('.step-of').textContent())[1]);
}

// A 1024×768 projector gives the tree the whole width and half the height
// (legible.test.mjs): the lit pseudocode line stays in sight beside the
// sentence, and the rules and counts are one scroll of the side column away.
for (const [width, height, projector, panels] of [
  [1366, 768, false, true],
  [1920, 1080, true, true],
  [1024, 768, true, false],
]) {
  const screen = `${width}×${height}${projector ? ' in projector mode' : ''}`;

  test(`at ${screen} the lit pseudocode line is in sight at every step${panels ? ', with the rules and counts' : ''}`, async () => {
    const { page, errors } = await openAt(width, height, { projector });
    const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
    const hidden = [];
    for (let step = 1; step <= steps; step += 1) {
      await press(page, 'ArrowRight');
      if (!(await inSight(page, '.pseudocode li.current'))) hidden.push(`line at step ${step}`);
      if (panels && (await page.locator('.rule-table td.lit').count()) > 0 && !(await inSight(page, '.rule-table td.lit'))) {
        hidden.push(`rule at step ${step}`);
      }
      if (step === 22) await saveScreenshot(page, `screens-${width}x${height}-cut`);
    }
    assert.deepEqual(hidden, [], 'always in sight');
    for (const panel of panels ? ['.rule-table table', '.counters table', '#root-value', '#best-play'] : []) {
      assert.ok(await inSight(page, panel), `${panel} is in sight at the end`);
    }
    await saveScreenshot(page, `screens-${width}x${height}-end`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`at ${screen} the step counter and the scrubber are in sight, and nothing jumps`, async () => {
    const { page, errors } = await openAt(width, height, { projector });
    const frame = () => page.locator('.tree-view-frame').boundingBox();
    const scrubber = () => page.locator('.scrubber input').boundingBox();
    for (let step = 1; step <= 12; step += 1) {
      await press(page, 'ArrowRight');
      if (step === 9) var atNine = { frame: await frame(), scrubber: await scrubber() };
    }
    assert.ok(await inSight(page, '.step-of'), 'the step counter');
    assert.ok(await inSight(page, '.scrubber input'), 'the scrubber');
    assert.deepEqual({ frame: await frame(), scrubber: await scrubber() }, atNine, 'step 9 to 12: nothing moved');
    // Where each node's shape is (the text around it comes and goes with
    // the step: a window written above the current node's row).
    const nodes = () => page.locator('g.tree-node').evaluateAll((all) => all.map((node) => {
      const box = node.querySelector('.node-shape').getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y)];
    }));
    const before = { frame: await frame(), nodes: await nodes() };
    const toggle = page.locator('.options-toggle');
    // The menus alpha-beta adds move nothing: the drawing's box starts where
    // it did (its height is what the room kept for each search's longest
    // sentence leaves, still.test.mjs), and back at alpha-beta the tree is
    // where it was.
    const start = ({ x, y, width }) => ({ x, y, width });
    for (const algorithm of ['Minimax', 'Negamax', 'Alpha-beta']) {
      // A short window folds the options away; they open over the page,
      // and fold again at a step taken from the keyboard.
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.selectOption('.algorithm-menu select', { label: algorithm });
      await press(page, 'Home');
      assert.deepEqual(start(await frame()), start(before.frame), `${algorithm}: the drawing's box did not move`);
    }
    assert.deepEqual({ frame: await frame(), nodes: await nodes() }, before, 'the tree did not move');
    await press(page, 'End');
    assert.ok(await inSight(page, '.step-of'), 'the step counter at the end');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('projector mode only ever makes things larger', async () => {
  const selectors = [
    '.app-title', '.options-bar select', '.options-bar .switch', '.mode-switch button',
    '.explanation .sentence', '.control', '.step-of', '.pseudocode .listing',
    '.rule-table td', '.counters td', '.level-caption', '.node-label',
  ];
  for (const [width, height] of [[1920, 1080], [1024, 768]]) {
    const { page, errors } = await openAt(width, height);
    const sizes = () => page.evaluate((selectors) => selectors.map((selector) => {
      const element = document.querySelector(selector);
      const font = parseFloat(getComputedStyle(element).fontSize);
      // Text in the drawing is sized in its own units: count what the screen shows.
      const scale = element.closest('svg') ? element.getScreenCTM().a : 1;
      return Math.round(font * scale * 10) / 10;
    }), selectors);
    const normal = await sizes();
    await press(page, 'p');
    const projected = await sizes();
    const smaller = selectors.filter((_, index) => projected[index] < normal[index]);
    assert.deepEqual(smaller, [], `at ${width}×${height}: ${JSON.stringify({ normal, projected })}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('at 1920×1080 in projector mode the tree uses its panel', async () => {
  const { page, errors } = await openAt(1920, 1080, { projector: true });
  const frame = await page.locator('.tree-view-frame').boundingBox();
  const tree = await page.locator('svg.tree-view g.tree-nodes').boundingBox();
  const used = { width: tree.width / frame.width, height: tree.height / frame.height };
  assert.ok(used.width >= 0.8 && used.height >= 0.7, `the tree spans ${JSON.stringify(used)} of its panel`);
  await saveScreenshot(page, 'screens-1920x1080-start');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the tree, the sentence and the step buttons share the first screen', async () => {
  const { page, errors } = await openAt(390, 844);
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  for (const part of ['.tree-view-frame', '.explanation .sentence', 'button[aria-label="Step forward"]', 'button[aria-label="Step back"]', '.step-of',
    '.options-toggle', '#mode-watch', '#mode-compare', '#mode-practice']) {
    assert.ok(await inSight(page, part), `${part} is on the first screen`);
  }
  const frame = await page.locator('.tree-view-frame').boundingBox();
  assert.ok(frame.height >= 300, `the tree has room: ${frame.height} px`);
  await saveScreenshot(page, 'screens-390x844');
  // The options are one tap away, over the page.
  assert.equal(await page.locator('.algorithm-menu select').isVisible(), false);
  await page.getByRole('button', { name: 'Options' }).click();
  assert.equal(await page.locator('.algorithm-menu select').isVisible(), true);
  await saveScreenshot(page, 'screens-390x844-options');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a window less than 800 pixels tall folds the options, so the tree, the sentence and the step buttons fit', async () => {
  for (const [width, height] of [[1366, 768], [1280, 720], [1366, 650], [1280, 600]]) {
    const { page, errors } = await openAt(width, height);
    await press(page, 'ArrowRight');
    for (const part of ['.options-toggle', '.tree-view-frame', '.explanation .sentence', 'button[aria-label="Step forward"]', '.step-of']) {
      assert.ok(await inSight(page, part), `${width}×${height}: ${part} is in sight`);
    }
    const frame = await page.locator('.tree-view-frame').boundingBox();
    assert.ok(frame.height >= 250, `${width}×${height}: the tree has room: ${frame.height} px`);
    await saveScreenshot(page, `screens-${width}x${height}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a phone held sideways gives the tree the whole height of the stage, with the sentence and the step buttons beside it', async () => {
  const { page, errors } = await openAt(844, 390);
  await press(page, 'ArrowRight');
  const frame = await page.locator('.tree-view-frame').boundingBox();
  const sentence = await page.locator('.explanation .sentence').boundingBox();
  assert.ok(frame.height >= 250, `the tree has the height: ${frame.height} px`);
  assert.ok(frame.x + frame.width <= sentence.x, 'the sentence stands beside the tree');
  for (const part of ['.tree-view-frame', '.explanation .sentence', 'button[aria-label="Step forward"]', 'button[aria-label="Step back"]', '.step-of']) {
    assert.ok(await inSight(page, part), `${part} is on the first screen`);
  }
  await saveScreenshot(page, 'screens-844x390');
  assert.deepEqual(errors, []);
  await page.close();

  // A game's tree has its position beside it; the sentence and the
  // buttons follow below, on the page, not over the panels.
  const game = await openAt(844, 390, { url: `${BASE_URL}#g=nim,5&t=&a=minimax` });
  await press(game.page, 'ArrowRight');
  await game.page.locator('figure.position-view').waitFor();
  const controls = await game.page.locator('.controls').boundingBox();
  const panels = await game.page.locator('.side').boundingBox();
  assert.ok(controls.y + controls.height <= panels.y, `the step buttons end above the panels: ${controls.y + controls.height} > ${panels.y}`);
  assert.deepEqual(game.errors, []);
  await game.page.close();
});

test('on a phone compare mode shows both trees whole, then their sentences and the step buttons, on the first screen', async () => {
  const { page, errors } = await openAt(390, 844);
  await page.click('#mode-compare');
  await page.locator('#compare-second svg.tree-view g.tree-node').first().waitFor();
  /** Whether every node of `pane` lies inside its drawing, once the drawing has fitted its box. */
  const whole = (pane) =>
    page
      .waitForFunction(
        (pane) => {
          // The frame, as far as its pane does not clip it.
          const frame = document.querySelector(`${pane} .tree-view-frame`).getBoundingClientRect();
          const box = { left: frame.left, top: frame.top, right: frame.right, bottom: Math.min(frame.bottom, document.querySelector(pane).getBoundingClientRect().bottom) };
          const shapes = [...document.querySelectorAll(`${pane} g.tree-node .node-shape`)];
          return (
            shapes.length > 0 &&
            shapes.every((shape) => {
              const { left, top, right, bottom } = shape.getBoundingClientRect();
              return left >= box.left - 1 && top >= box.top - 1 && right <= box.right + 1 && bottom <= box.bottom + 1;
            })
          );
        },
        pane,
        { timeout: 3000 },
      )
      .then(
        () => true,
        () => false,
      );
  for (const pane of ['#compare-first', '#compare-second']) {
    const frame = await page.locator(`${pane} .tree-view-frame`).boundingBox();
    assert.ok(await whole(pane), `${pane}: every node is inside its drawing`);
    assert.ok(frame.height >= 150, `${pane}: the tree has room: ${frame.height} px`);
  }
  // A step on, each drawing follows its search at a readable size.
  await press(page, 'ArrowRight');
  for (const pane of ['#compare-first', '#compare-second']) {
    for (const part of ['.compare-label', '.explanation .sentence']) {
      assert.ok(await inSight(page, `${pane} ${part}`), `${pane} ${part} is on the first screen`);
    }
  }
  for (const part of ['button[aria-label="Step forward"]', '.step-of']) {
    assert.ok(await inSight(page, part), `${part} is on the first screen`);
  }
  await saveScreenshot(page, 'screens-390x844-compare');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the side panels hold their words in every language, on a laptop and a projector', async () => {
  // Czech and Romanian have the longest words of the rule table.
  for (const language of ['en', 'ro', 'cs', 'fa']) {
    for (const [width, height, projector] of [[1024, 768, false], [1024, 768, true], [1366, 768, false], [1920, 1080, true]]) {
      const url = `${BASE_URL}${language === 'en' ? '' : `?lang=${language}`}`;
      const { page, errors } = await openAt(width, height, { projector, url });
      await press(page, 'ArrowRight');
      const overflowing = await page.evaluate(() =>
        ['.rule-table', '.counters', '.pseudocode', '.controls'].flatMap((selector) => {
          const panel = document.querySelector(selector).getBoundingClientRect();
          return [...document.querySelectorAll(`${selector} *`)]
            .filter((part) => {
              const box = part.getBoundingClientRect();
              return box.width > 0 && (box.left < panel.left - 1 || box.right > panel.right + 1);
            })
            .map((part) => `${selector}: ${part.tagName.toLowerCase()} "${part.textContent.trim().slice(0, 20)}"`)
            .slice(0, 1);
        }),
      );
      assert.deepEqual(overflowing, [], `${language} at ${width}×${height}${projector ? ', projector' : ''}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('on phones and tablets the header keeps its one row in every language, watching and practising', async () => {
  // Czech names the modes longest; Persian adds the digits switch beside an exercise.
  const exercise = '#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.7';
  for (const [width, height] of [[360, 740], [768, 1024]]) {
    for (const language of ['en', 'ro', 'cs', 'fa']) {
      for (const hash of ['', exercise]) {
        const url = `${BASE_URL}${language === 'en' ? '' : `?lang=${language}`}${hash}`;
        const { page, errors } = await openAt(width, height, { url });
        const outside = await page.evaluate(() => {
          const header = document.querySelector('.app-header').getBoundingClientRect();
          return [...document.querySelectorAll('.app-header *')]
            .filter((part) => {
              const box = part.getBoundingClientRect();
              const shown = box.width > 1 && box.height > 1;
              return shown && (box.top < header.top - 1 || box.bottom > header.bottom + 1 || box.left < -1 || box.right > window.innerWidth + 1);
            })
            .map((part) => `${part.tagName.toLowerCase()}.${part.className} "${part.textContent.trim().slice(0, 20)}"`);
        });
        assert.deepEqual(outside, [], `${width}×${height}, ${language}${hash ? ', practising' : ''}`);
        if (width === 360 && hash) await saveScreenshot(page, `screens-360x740-practice-${language}`);
        assert.deepEqual(errors, []);
        await page.close();
      }
    }
  }
});

test('a 400×300 embed keeps the tree, the sentence and the step buttons, and links to the app', async () => {
  const url = `${BASE_URL}?embed#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&s=22`;
  const { page, errors } = await openAt(400, 300, { url });
  for (const part of ['.tree-view-frame', '.explanation .sentence', 'button[aria-label="Start"]', 'button[aria-label="Step back"]',
    'button[aria-label="Play"]', 'button[aria-label="Step forward"]', 'button[aria-label="End"]', '.step-of']) {
    assert.ok(await inSight(page, part), `${part} fits the frame`);
  }
  const link = page.getByRole('link', { name: /Open in Minimax Lab/ });
  assert.ok(await inSight(page, '.open-in-lab'), 'the link to the whole app');
  const href = await link.getAttribute('href');
  assert.doesNotMatch(href, /\?embed/);
  assert.match(href, /#t=A\(B/);
  await saveScreenshot(page, 'screens-400x300-embed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the side panels below the step fold away', async () => {
  const { page, errors } = await openAt(1366, 768);
  await press(page, 'ArrowRight');
  for (const panel of ['.history-panel', '.editor', '.random-form', '.share-panel']) {
    const details = page.locator(`details${panel}`);
    const open = await details.evaluate((element) => element.open);
    await details.locator('summary').click();
    assert.equal(await details.evaluate((element) => element.open), !open, `${panel} folds`);
  }
  // Scrolled down to those panels, the column comes back to the lit line at the next step.
  await press(page, 'ArrowRight');
  assert.ok(await inSight(page, '.pseudocode li.current'));
  assert.deepEqual(errors, []);
  await page.close();
});

// Trees bigger than a lecture's (over 40 nodes): a smaller one is always whole.
for (const [preset, name] of [['Tic-tac-toe: X to move and block', 'tic-tac-toe'], ['Erratic vacuum world (AND-OR search)', 'vacuum']]) {
  test(`the ${name} example follows the current node at a readable size, ends on the root with its children, and F shows the whole tree`, async () => {
    const { page, errors } = await openAt(1366, 768);
    await chooseExample(page, preset);
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    /** The on-screen size of the current node's label, or its value's. */
    const readable = () => page.evaluate(() => {
      const current = document.querySelector('g.tree-node.is-current');
      const text = current.querySelector('text.node-label, text.node-value');
      const font = parseFloat(getComputedStyle(text).fontSize);
      return font * text.getScreenCTM().a;
    });
    for (let step = 1; step <= 30; step += 1) {
      await press(page, 'ArrowRight');
      if (step === 10) await saveScreenshot(page, `screens-follow-${name}-10`);
      if (step % 10 === 0) {
        const [node, frame] = [await page.locator('g.tree-node.is-current .node-shape').boundingBox(), await page.locator('.tree-view-frame').boundingBox()];
        const inside = node.x >= frame.x && node.y >= frame.y && node.x + node.width <= frame.x + frame.width && node.y + node.height <= frame.y + frame.height;
        assert.ok(inside, `step ${step}: the current node is in sight: ${JSON.stringify({ node, frame })}`);
        assert.ok((await readable()) >= 11, `step ${step}: ${await readable()} px`);
      }
    }
    // At the end the search is back at the root: the root and its moves in sight.
    await press(page, 'End');
    await saveScreenshot(page, `screens-follow-${name}`);
    const inFrame = await page.evaluate(() => {
      const frame = document.querySelector('.tree-view-box').getBoundingClientRect();
      const root = document.querySelector('g.tree-node[aria-level="1"]');
      const level2 = [...document.querySelectorAll('g.tree-node[aria-level="2"]')];
      const inside = (node) => {
        const box = node.querySelector('.node-shape').getBoundingClientRect();
        return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 && box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5;
      };
      return { root: inside(root), children: level2.filter(inside).length, of: level2.length };
    });
    assert.ok(inFrame.root && inFrame.children === inFrame.of, `the root and its children in sight: ${JSON.stringify(inFrame)}`);
    await press(page, 'f');
    assert.ok((await readable()) < 11, 'the whole tree, small');
    await press(page, 'f', 'Home');
    for (let step = 1; step <= 10; step += 1) await press(page, 'ArrowRight');
    assert.ok((await readable()) >= 11, 'following again');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// The whole of tic-tac-toe: the root's children spread over 62,000 pixels
// of drawing, too far apart to show together at any size that can be seen,
// so the view reads the current node alone (before the first step, the
// root) rather than showing the whole tree as dots, as it did.
for (const [width, height, projector] of [[1024, 768, true], [1024, 768, false], [390, 844, false]]) {
  test(`the whole tic-tac-toe tree shows the node being explained readable: ${width}x${height}${projector ? ' projector' : ''}`, async () => {
    const { page, errors } = await openAt(width, height, { projector, url: `${BASE_URL}#g=tictactoe,.../.../...&t=&a=alphabeta` });
    /** The on-screen height of `selector`'s value or label text, and whether its shape is in the drawing. */
    const seen = (selector) =>
      page.evaluate((wanted) => {
        const node = document.querySelector(wanted);
        const frame = node.closest('svg.tree-view').closest('.tree-view-box').getBoundingClientRect();
        const shape = node.querySelector('.node-shape').getBoundingClientRect();
        const inside = shape.left >= frame.left - 0.5 && shape.right <= frame.right + 0.5 && shape.top >= frame.top - 0.5 && shape.bottom <= frame.bottom + 0.5;
        return { inside, height: shape.height };
      }, selector);
    const root = await seen('g.tree-node[aria-level="1"]');
    assert.ok(root.inside && root.height >= 24, `before the first step the root is in sight and large: ${JSON.stringify(root)}`);
    await page.locator('svg.tree-view').first().click({ position: { x: 5, y: 5 } });
    // The root, then its first move: each alone, its children too far apart to be seen with it.
    for (let step = 1; step <= 2; step += 1) {
      await press(page, 'ArrowRight');
      const current = await seen('g.tree-node.is-current');
      assert.ok(current.inside && current.height >= 24, `step ${step}: the current node is in sight and large: ${JSON.stringify(current)}`);
    }
    await saveScreenshot(page, `screens-whole-tic-tac-toe-${width}x${height}${projector ? '-projector' : ''}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('in projector mode at 1024×768 every header control is on the screen, watching and practising, in every language', async () => {
  const problems = [];
  for (const lang of ['en', 'ro', 'cs', 'fa']) {
    for (const fragment of ['', '#x=values.alphabeta.equal.soft.b2.d2.v0~9.k1.1']) {
      const { page, errors } = await openAt(1024, 768, { projector: true, url: `${BASE_URL}?lang=${lang}${fragment}` });
      const past = await page.locator('.app-header button, .app-header select, .app-header a').evaluateAll((controls) =>
        controls
          .filter((control) => control.getBoundingClientRect().width > 0)
          .filter((control) => {
            const box = control.getBoundingClientRect();
            return box.left < -0.5 || box.right > innerWidth + 0.5;
          })
          .map((control) => control.textContent.trim() || control.className),
      );
      if (past.length > 0) problems.push(`${lang}${fragment}: ${past.join(', ')}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});
