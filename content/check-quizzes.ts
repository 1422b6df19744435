/** `npx tsx content/check-quizzes.ts` — the guessers and the give-away check over generated quizzes. */
import { loadContent } from './load.ts';
import { guesserVerdict, printedVerdict } from './option-fairness.ts';
import { checkGeneratedQuizzes } from './quiz-fairness.ts';

const report = checkGeneratedQuizzes(loadContent());
const { lines, fails } = printedVerdict(guesserVerdict(report.scopes, report.shortfalls));
console.log(`generated quizzes: ${report.quizzes} quizzes, ${report.giveAways.length} giving an answer away`);
for (const line of report.giveAways) console.log(`  GIVES AWAY: ${line}`);
for (const line of lines) console.log(line);
process.exit(fails || report.giveAways.length > 0 ? 1 : 0);
