/**
 * The streaming budget, in a real browser: with a model that answers its first token after 500 ms
 * and streams 100 tokens a second, question 1 must be painted within
 * 1.25 × (first-token time + question 1's tokens / rate) + 200 ms of the tap on Generate Quiz.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { WEB_ROOT } from '../server/main.ts';
import { goodQuestions, startFakeLlm } from '../server/test/fake-llm.ts';
import { benchParent } from './bench-parent.ts';
import { report } from './report.ts';
import { tapToScreen, watchTaps } from './tap-to-screen.ts';

const FIRST_TOKEN_MS = 500;
const TOKENS_PER_SECOND = 100;
/** The fake sends 24 characters a chunk; at about 4 characters a token that is 6 tokens. */
const CHUNK_MS = (6 / TOKENS_PER_SECOND) * 1000;
const PORT = 4391;
const ORIGIN = `http://localhost:${PORT}`;

export async function runFirstQuestionBench(): Promise<boolean> {
  const llm = await startFakeLlm();
  const questions = goodQuestions(10);
  llm.otherwise({ kind: 'questions', questions, firstTokenMs: FIRST_TOKEN_MS, chunkMs: CHUNK_MS });
  const firstQuestionChars = `{"elements":[${JSON.stringify(questions[0])},`.length;
  const idealMs = FIRST_TOKEN_MS + (firstQuestionChars / 4 / TOKENS_PER_SECOND) * 1000;
  const budgetMs = 1.25 * idealMs + 200;

  const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-bench-ai-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(PORT),
      APP_URL: ORIGIN,
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'bench-model',
    }),
    webRoot: WEB_ROOT,
  };
  const database = await openDatabase({ kind: 'pglite-instance', client: await PGlite.create() });
  await database.migrate();
  const app = await buildApp(config, { database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { session } = await benchParent(app, config, database);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: session.name, value: session.value, url: ORIGIN }]);
    const page = await context.newPage();
    await page.addInitScript({ content: watchTaps('#quiz-question') });
    const timings: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await page.goto(`${ORIGIN}/custom-quiz`, { waitUntil: 'networkidle' });
      await page.getByLabel('Subject').fill('Volcanoes');
      await page.getByRole('button', { name: 'Generate Quiz' }).click();
      timings.push(await tapToScreen(page));
    }
    console.log(
      `AI streaming (fake model: first token ${FIRST_TOKEN_MS} ms, ${TOKENS_PER_SECOND} tokens/s, browser at 390 px)`,
    );
    return report({
      label: 'question 1 on screen, worst of 3',
      figure: Math.max(...timings),
      unit: ' ms',
      budget: budgetMs,
      budgetRule: '1.25 × ideal + 200 ms',
      reference: { label: 'ideal: first token + its tokens', figure: idealMs },
    });
  } finally {
    await browser.close();
    await app.close();
    await llm.close();
  }
}
