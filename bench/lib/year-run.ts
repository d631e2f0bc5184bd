import { runBenchScript } from './run-script';
import type { Row } from './table';

/** Runs `npm run bench:year` and reads back the rows it printed (`YEAR-ROW {json}`). */
export async function runYearBench(root: string): Promise<{ rows: Row[]; ok: boolean }> {
  const { output, code } = await runBenchScript(root, 'bench/year.ts');
  const rows = output
    .split('\n')
    .filter((line) => line.startsWith('YEAR-ROW '))
    .map((line) => JSON.parse(line.slice('YEAR-ROW '.length)) as Row);
  return { rows, ok: code === 0 && rows.length > 0 };
}
