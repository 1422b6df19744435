/**
 * `npm run bench [name ...]`: every benchmark (or the named ones) prints its figures against
 * their budgets, with a reference measured in the same run where one explains the figure; the run
 * fails if any figure misses.
 */
import { runFirstQuestionBench } from './ai-first-question.ts';
import { runAnalyticsBench } from './analytics.ts';
import { runArgon2Bench } from './argon2.ts';
import { runBundleBudget } from './bundle-budget.ts';
import { runColdStartBench } from './cold-start.ts';
import { runEngineBench } from './engine.ts';
import { runHttpBench } from './http.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runTapToFeedbackBench } from './tap-to-feedback.ts';
import { launchTarget } from './targets.ts';

const benches: Record<string, () => Promise<boolean> | boolean> = {
  bundle: runBundleBudget,
  engine: runEngineBench,
  analytics: runAnalyticsBench,
  argon2: runArgon2Bench,
  http: runHttpBench,
  'cold-start': runColdStartBench,
  lighthouse: async () => {
    const app = await launchTarget('safesteps');
    try {
      return await runLighthouseBench(app);
    } finally {
      await app.close();
    }
  },
  'ai-streaming': runFirstQuestionBench,
  'tap-to-feedback': runTapToFeedbackBench,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`No benchmark called ${unknown.join(', ')}. There are: ${Object.keys(benches).join(', ')}.`);
  process.exit(2);
}
const missed: string[] = [];
for (const [name, run] of Object.entries(benches)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  if (!(await run())) missed.push(name);
  console.log('');
}
if (missed.length > 0) {
  console.error(`Over budget: ${missed.join(', ')}.`);
  process.exit(1);
}
console.log('Every figure is within its budget.');
