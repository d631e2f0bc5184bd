// Sums the JSON reports of every test runner into CI's closing line: "N passed, N failed".
// Each Vitest tier writes its own report (reports/vitest-<tier>.json); Playwright writes one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const vitestReports = existsSync('reports')
  ? readdirSync('reports').filter((name) => /^vitest.*\.json$/.test(name))
  : [];
for (const name of vitestReports) {
  const vitest = JSON.parse(readFileSync(`reports/${name}`, 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (existsSync('reports/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
