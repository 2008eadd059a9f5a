// What the browser benchmarks share: the median of repeated times, and the
// time from an action in the page to the next painted frame.

/** The middle of `times`. */
export const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** Runs `action` in the page and returns the milliseconds until the next frame is painted. */
export function timeToPaint(page, action) {
  return page.evaluate(async (source) => {
    const start = performance.now();
    new Function(source)();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, action);
}

