/** `npx tsx content/check-popular.ts FILE...` — reports failing items and the items usable at each age. */
import { readFileSync } from 'node:fs';
import { reportOnPopularBank } from './popular-report.ts';
import { PopularBankFile } from './schema.ts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const parsed = PopularBankFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(
      `${file}: not a bank file\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    continue;
  }
  const report = reportOnPopularBank(parsed.data);
  console.log(`${file}: ${parsed.data.items.length} items, ${report.problems.length} failing`);
  for (const problem of report.problems) console.log(`  ${problem.id}\n    - ${problem.reasons.join('\n    - ')}`);
  console.log(`  usable per age: ${JSON.stringify(report.perAge)}`);
  if (report.shortfalls.length > 0) console.log(`  SHORT: ${report.shortfalls.join('; ')}`);
  for (const line of report.guessers) console.log(`  GUESSABLE: ${line}`);
  if (report.problems.length > 0 || report.shortfalls.length > 0 || report.guessers.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
