import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from './built-server';

/** Full size for `npm run test:reliability`; RELIABILITY_SCALE=small is the bounded run in `npm test`. */
export function reliabilityScale() {
  const small = process.env.RELIABILITY_SCALE === 'small';
  return {
    small,
    orders: small ? 300 : 2_000,
    crashClients: 20,
    soakClients: 100,
    soakMs: small ? 10_000 : 60_000,
  };
}

export interface SuiteReport {
  title: string;
  passed: boolean;
  /** The figures, one per line, as printed. */
  lines: string[];
}

export function printReport(report: SuiteReport): void {
  console.log(`\n${report.title}: ${report.passed ? 'PASSED' : 'FAILED'}`);
  for (const line of report.lines) console.log(`  ${line}`);
}

/** `tsx bench/reliability/x.ts` runs that suite alone; importing the file runs nothing. */
export async function runIfMain(
  moduleUrl: string,
  suite: () => Promise<SuiteReport[]>,
): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  ensureServerBuilt();
  const reports = await suite();
  for (const report of reports) printReport(report);
  if (reports.some((report) => !report.passed)) process.exitCode = 1;
}

/** The machine's one-minute load: latency figures move with it. */
export function machineLoad(): string {
  return `${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`;
}

/** A JSON log line's words, shortened for the report. */
export function logMessage(line: string): string {
  try {
    const { msg } = JSON.parse(line) as { msg?: string };
    return (msg ?? line).slice(0, 220);
  } catch {
    return line.slice(0, 220);
  }
}
