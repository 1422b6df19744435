/** `npm run bench`: every benchmark prints its figures against its budget; the run fails if any is over. */
import { runFirstQuestionBench } from './ai-first-question.ts';
import { runAnalyticsBench } from './analytics.ts';
import { runBundleBudget } from './bundle-budget.ts';
import { runEngineBench } from './engine.ts';

const results = [runBundleBudget(), runEngineBench(), await runAnalyticsBench(), await runFirstQuestionBench()];
if (results.includes(false)) {
  console.error('Over budget.');
  process.exit(1);
}
