/** `npm run bench`: every benchmark prints its figures against its budget; the run fails if any is over. */
import { runBundleBudget } from './bundle-budget.ts';

const results = [runBundleBudget()];
if (results.includes(false)) {
  console.error('Over budget.');
  process.exit(1);
}
