import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureSlowPhone, SLOW_PHONE, type SlowPhoneFigures } from './slow-phone';
import { menu } from './api';
import type { PortRange } from './start-built-server';

/** Figures of one build on the slow phone: the median of its runs, and the runs. */
export interface SlowPhoneResult {
  /** Which build: this checkout's, or another (its commit and when it was measured). */
  build: string;
  runs: SlowPhoneFigures[];
  median: SlowPhoneFigures;
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** A build's runs and their medians (a run that never got offline counts as the slowest). */
export function summarize(build: string, runs: SlowPhoneFigures[]): SlowPhoneResult {
  const offline = middle(runs.map((run) => run.offlineReadyMs ?? Infinity));
  return {
    build,
    runs,
    median: {
      firstDishMs: middle(runs.map((run) => run.firstDishMs)),
      addToCartMs: middle(runs.map((run) => run.addToCartMs)),
      offlineReadyMs: Number.isFinite(offline) ? offline : null,
    },
  };
}

/** `runs` visits of /menu on the slow phone, each in a fresh profile, after `beforeEach`. */
export async function runSlowPhone(
  baseUrl: string,
  runs: number,
  ports: PortRange,
  beforeEach: () => Promise<void>,
): Promise<SlowPhoneFigures[]> {
  const dish = (await menu(baseUrl)).find((food) => food.stock > 0);
  if (!dish) throw new Error('The menu has no dish in stock');
  const figures: SlowPhoneFigures[] = [];
  for (let run = 0; run < runs; run++) {
    await beforeEach();
    figures.push(await measureSlowPhone(baseUrl, dish.name, ports));
  }
  return figures;
}

/** The figures recorded for the build before the menu was drawn on the server. */
export function recordedBefore(root: string): SlowPhoneResult {
  const file = path.join(root, 'bench/slow-phone-before.json');
  return JSON.parse(readFileSync(file, 'utf8')) as SlowPhoneResult;
}

export const slowPhoneProfile =
  `${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1000} kbit/s down and up, ` +
  `${SLOW_PHONE.latencyMs.toLocaleString('en-US')} ms round trip, ` +
  `${SLOW_PHONE.cpuSlowdown}× CPU slowdown, fresh profile, 360 px screen`;
