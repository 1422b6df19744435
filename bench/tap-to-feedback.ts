/**
 * The child's tap: on a 390 px phone whose CPU is 4× slower (Chromium's CPU throttling), the time
 * from the finger touching an option to the first frame that shows the explanation, the answer's
 * round trip to the server included. Read-aloud and sounds stay as a child has them by default.
 * The same tap with the CPU at full speed is the reference; throttled and full-speed taps alternate
 * so the machine's drift falls on both.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { BENCH_CORRECT_ANSWER, BENCH_OPTIONS } from './bench-parent.ts';
import { percentile, report } from './report.ts';
import { tapToScreen, watchTaps } from './tap-to-screen.ts';
import { launchTarget } from './targets.ts';

const PORT = 4392;
const ORIGIN = `http://localhost:${PORT}`;
const SLOWDOWN = 4;
const TAPS = 10;
const WARM_UP_TAPS = 2;
const BUDGET_MS = 100;
const WRONG_ANSWER = BENCH_OPTIONS.find((option) => option !== BENCH_CORRECT_ANSWER) ?? '';

async function tapOnce(page: Page, question: number, option: string): Promise<number> {
  await page.getByRole('heading', { name: `question ${question} comes up` }).waitFor();
  await page.getByRole('button', { name: option }).tap();
  const milliseconds = await tapToScreen(page);
  // Not a right answer waits for Next; a right one moves on by itself after 2 s.
  if (option !== BENCH_CORRECT_ANSWER) await page.getByRole('button', { name: 'Next', exact: true }).tap();
  return milliseconds;
}

const median = (sorted: number[]) => ((sorted[(sorted.length - 1) >> 1] ?? 0) + (sorted[sorted.length >> 1] ?? 0)) / 2;

export async function runTapToFeedbackBench(): Promise<boolean> {
  const target = await launchTarget<{ port: number; cookie: string; quizIds: string[] }>('safesteps', {
    BENCH_APP_URL: ORIGIN,
    BENCH_PORT: String(PORT),
    BENCH_QUIZZES: '1',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const [name = '', value = ''] = target.info.cookie.split('=');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name, value, url: ORIGIN }]);
    const page = await context.newPage();
    await page.addInitScript({ content: watchTaps('[data-testid="answer-explanation"]') });
    const cpu = await context.newCDPSession(page);
    await page.goto(`${ORIGIN}/digital-safety?quiz=${target.info.quizIds[0]}`, { waitUntil: 'networkidle' });

    const throttled: number[] = [];
    const fullSpeed: number[] = [];
    for (let tap = 0; tap < WARM_UP_TAPS + 2 * TAPS; tap += 1) {
      const isThrottled = tap % 2 === 0;
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: isThrottled ? SLOWDOWN : 1 });
      // Right and not-quite answers in turn, each at both speeds.
      const option = Math.floor(tap / 2) % 2 === 0 ? BENCH_CORRECT_ANSWER : WRONG_ANSWER;
      const milliseconds = await tapOnce(page, tap, option);
      if (tap >= WARM_UP_TAPS) (isThrottled ? throttled : fullSpeed).push(milliseconds);
    }
    throttled.sort((a, b) => a - b);
    fullSpeed.sort((a, b) => a - b);

    console.log(`Tap to feedback (390 px phone, touch, ${TAPS} taps, right and not-quite answers in turn)`);
    const within = report({
      label: `median, CPU ${SLOWDOWN}× slower`,
      figure: median(throttled),
      unit: ' ms',
      budget: BUDGET_MS,
      reference: { label: 'same tap at full speed', figure: median(fullSpeed) },
    });
    console.log(
      `       p90, CPU ${SLOWDOWN}× slower ${percentile(throttled, 0.9).toFixed(0)} ms; at full speed ${percentile(fullSpeed, 0.9).toFixed(0)} ms`,
    );
    return within;
  } finally {
    await browser.close();
    await target.close();
  }
}
