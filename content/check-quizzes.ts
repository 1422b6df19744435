/** `npx tsx content/check-quizzes.ts` — the guessers and the give-away check over generated quizzes. */
import { loadContent } from './load.ts';
import { checkGeneratedQuizzes } from './quiz-fairness.ts';

const report = checkGeneratedQuizzes(loadContent());
console.log(`generated quizzes: ${report.quizzes} quizzes, ${report.giveAways.length} giving an answer away`);
for (const line of report.giveAways) console.log(`  GIVES AWAY: ${line}`);
for (const line of report.shortfalls) console.log(`  GUESSABLE: ${line}`);
process.exit(report.shortfalls.length > 0 || report.giveAways.length > 0 ? 1 : 0);
