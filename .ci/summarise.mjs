// Totals every suite's report into the one line CI counts: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, status] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const suites = [
  ['npm test', 'unit-api.json', 'vitest'],
  ['npm run test:pg', 'pg.json', 'vitest'],
  ['npm run test:e2e', 'e2e.json', 'playwright'],
];
for (const [name, file, kind] of suites) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.log(`${name}: no report (it stopped before its tests ran)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const counts =
    kind === 'vitest'
      ? {
          passed: report.numPassedTests,
          failed: report.numFailedTests + (report.success ? 0 : report.numFailedTests === 0 ? 1 : 0),
          skipped: report.numPendingTests + report.numTodoTests,
        }
      : {
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected,
          skipped: report.stats.skipped,
        };
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (status !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
