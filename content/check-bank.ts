/** `npx tsx content/check-bank.ts FILE...` — reports every failing item and the per-country counts. */
import { readFileSync } from 'node:fs';
import { type BankReport, missingTopics, reportOnBank } from './bank-report.ts';
import { ObjectivesFile, SafetyBankFile } from './schema.ts';

const objectives = ObjectivesFile.parse(
  JSON.parse(readFileSync(new URL('./objectives.json', import.meta.url), 'utf8')),
);
const objectiveIds = new Set(objectives.objectives.map((objective) => objective.id));
let failed = false;
const reports: BankReport[] = [];
for (const file of process.argv.slice(2)) {
  const parsed = SafetyBankFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(
      `${file}: not a bank file\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    continue;
  }
  const report = reportOnBank(parsed.data, objectiveIds);
  reports.push(report);
  console.log(`${file}: ${parsed.data.items.length} items, ${report.problems.length} failing`);
  for (const problem of report.problems) console.log(`  ${problem.id}\n    - ${problem.reasons.join('\n    - ')}`);
  console.log(`  usable per country: ${JSON.stringify(report.counts)}`);
  if (report.shortfalls.length > 0) console.log(`  SHORT: ${report.shortfalls.join('; ')}`);
  for (const line of report.guessers) console.log(`  GUESSABLE: ${line}`);
  if (report.problems.length > 0 || report.shortfalls.length > 0 || report.guessers.length > 0) failed = true;
}
// Only a run over every bank can tell whether a topic is taught somewhere.
if (process.argv.length > 3) {
  const missing = missingTopics(reports);
  if (missing.length > 0) {
    failed = true;
    console.log(`topics without enough items: ${missing.join('; ')}`);
  }
}
process.exit(failed ? 1 : 0);
