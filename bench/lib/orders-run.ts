import { runBenchScript } from './run-script';

export interface OrdersFigures {
  database: string;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  consistent: boolean;
}

/**
 * Runs `npm run bench:orders` (bench/orders.ts, its own servers and ports), passing its report
 * through to stderr, and reads its figures back for the table.
 */
export async function runOrdersBench(
  root: string,
): Promise<{ figures: OrdersFigures[]; ok: boolean }> {
  const { output, code } = await runBenchScript(root, 'bench/orders.ts');
  const figures: OrdersFigures[] = [];
  // One block per database: "<name> (machine load …)", then its figures.
  for (const block of output.split(/\n(?=\S)/)) {
    const database = /^(.+?) \(machine load/.exec(block)?.[1];
    const rate = /orders\/s: ([\d.]+)/.exec(block)?.[1];
    const latency = /latency: p50 ([\d.]+) ms, p99 ([\d.]+) ms/.exec(block);
    if (!database || !rate || !latency) continue;
    figures.push({
      database,
      ordersPerSecond: Number(rate),
      p50Ms: Number(latency[1]),
      p99Ms: Number(latency[2]),
      consistent: /: OK\b/.test(block),
    });
  }
  return { figures, ok: code === 0 && figures.length > 0 };
}
