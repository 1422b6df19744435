/**
 * What a child or parent feels after a tap, timed in the page itself: a Playwright wait polls, so it
 * would add up to half a second of its own. `watchTaps(shownSelector)` is a script to add before the
 * page's own (as text: the bench is type-checked without the DOM). A pointerdown (capture phase, so
 * nothing in the app runs first) starts the clock at the event's own time stamp; the clock stops in
 * the task after the first animation frame in which an element matching SHOWN_SELECTOR is in the
 * document, that is once that frame is painted. `tapToScreen(page)` reads the milliseconds between.
 */
import type { Page } from 'playwright-core';

export const watchTaps = (shownSelector: string) => `
window.addEventListener('pointerdown', (event) => {
  const tapped = event.timeStamp;
  window.tapToScreen = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(shownSelector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const afterPaint = new MessageChannel();
        afterPaint.port1.onmessage = () => resolve(performance.now() - tapped);
        afterPaint.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}, { capture: true });
`;

/** The milliseconds from the last tap to the screen it brought, as the page measured them. */
export async function tapToScreen(page: Page): Promise<number> {
  const milliseconds: unknown = await page.evaluate('window.tapToScreen');
  if (typeof milliseconds !== 'number') throw new Error('the tap was not seen by the page');
  return milliseconds;
}
