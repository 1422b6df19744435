/**
 * `npx tsx content/check-popular.ts FILE...` — reports failing items and the items usable at each
 * age; given several banks, also the questions repeated from one bank in another.
 */
import { readFileSync } from 'node:fs';
import { repeatsAcrossBanks, reportOnPopularBank } from './popular-report.ts';
import { PopularBankFile } from './schema.ts';

let failed = false;
const banks: PopularBankFile[] = [];
for (const file of process.argv.slice(2)) {
  const parsed = PopularBankFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(
      `${file}: not a bank file\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    continue;
  }
  banks.push(parsed.data);
  const report = reportOnPopularBank(parsed.data);
  console.log(`${file}: ${parsed.data.items.length} items, ${report.problems.length} failing`);
  for (const problem of report.problems) console.log(`  ${problem.id}\n    - ${problem.reasons.join('\n    - ')}`);
  console.log(`  usable per age: ${JSON.stringify(report.perAge)}`);
  if (report.shortfalls.length > 0) console.log(`  SHORT: ${report.shortfalls.join('; ')}`);
  for (const line of report.guessers) console.log(`  GUESSABLE: ${line}`);
  if (report.problems.length > 0 || report.shortfalls.length > 0 || report.guessers.length > 0) failed = true;
}
// Given several banks, a child who plays more than one topic must not meet the same question again.
const repeats = repeatsAcrossBanks(banks);
if (banks.length > 1) console.log(`across ${banks.length} banks: ${repeats.length} repeated questions`);
for (const pair of repeats) console.log(`  REPEAT: ${pair.first} and ${pair.second}: ${pair.why}`);
if (repeats.length > 0) failed = true;
process.exit(failed ? 1 : 0);
