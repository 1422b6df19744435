// Totals every suite's report into the one line CI counts: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
  for (const line of kind === 'vitest' ? vitestFailures(report) : playwrightFailures(report)) {
    console.log(`  failed: ${line}`);
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
// The names of what failed, so a CI log cut to its tail still says what to look at.
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === 'failed') return [`${file.name}: ${firstLine(file.message)}`];
    return tests;
  });
}

function playwrightFailures(report) {
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

function firstLine(text) {
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

if (status !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
