import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  measureSlowPhone,
  SLOW_PHONE,
  type SlowPhoneFigures,
  type SlowPhoneRun,
} from './slow-phone';
import { menu, signUp } from './api';
import type { PortRange } from './start-built-server';

/** Figures of one build on the slow phone: the median of its runs, and the runs. */
export interface SlowPhoneResult {
  /** Which build: this checkout's, or another (its commit and when it was measured). */
  build: string;
  runs: SlowPhoneFigures[];
  median: SlowPhoneFigures;
}

/**
 * Figures an older benchmark recorded: some of today's fields, and `addToCartMs`, which it
 * measured differently (a visitor tapping 'add' every 0.4 s until its toast showed).
 */
export type RecordedFigures = Partial<SlowPhoneFigures> & { addToCartMs?: number | null };

export interface RecordedResult {
  build: string;
  runs: RecordedFigures[];
  median: RecordedFigures;
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The median of figures that may be missing (null): a missing one counts as the slowest. */
const middleOrNull = (values: (number | null)[]) => {
  const found = middle(values.map((value) => value ?? Infinity));
  return Number.isFinite(found) ? found : null;
};

/** A build's runs and their medians. */
export function summarize(build: string, runs: SlowPhoneFigures[]): SlowPhoneResult {
  return {
    build,
    runs,
    median: {
      firstDishMs: middle(runs.map((run) => run.firstDishMs)),
      visitorTapMs: middleOrNull(runs.map((run) => run.visitorTapMs)),
      customerTapMs: middleOrNull(runs.map((run) => run.customerTapMs)),
      offlineReadyMs: middleOrNull(runs.map((run) => run.offlineReadyMs)),
      loginShownMs: middleOrNull(runs.map((run) => run.loginShownMs)),
      ordersShownMs: middleOrNull(runs.map((run) => run.ordersShownMs)),
    },
  };
}

// Customers of the slow phone, one per run: a new account has an empty cart, so the dish is
// never already in it. Unique within this process (each server has a fresh database).
let customers = 0;
const customerPhone = () => `0806${String(++customers).padStart(7, '0')}`;

/** `runs` runs of /menu on the slow phone (see measureSlowPhone), each after `beforeEach`. */
export async function runSlowPhone(
  baseUrl: string,
  runs: number,
  ports: PortRange,
  beforeEach: () => Promise<void>,
): Promise<SlowPhoneRun[]> {
  // A dish with choices would open its choice sheet, not go to the cart.
  const dish = (await menu(baseUrl)).find(
    (food) => food.stock > 0 && (food.optionGroups?.length ?? 0) === 0,
  );
  if (!dish) throw new Error('The menu has no dish in stock without choices');
  const results: SlowPhoneRun[] = [];
  for (let run = 0; run < runs; run++) {
    // The session as the web app stores it after signing up.
    const { phone: _phone, ...session } = await signUp(
      baseUrl,
      customerPhone(),
      'Slow Phone Customer',
    );
    await beforeEach();
    results.push(await measureSlowPhone(baseUrl, dish.name, JSON.stringify(session), ports));
  }
  return results;
}

/** The figures recorded for the build before the menu was drawn on the server. */
export function recordedBefore(root: string): RecordedResult {
  const file = path.join(root, 'bench/slow-phone-before.json');
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedResult;
}

export const slowPhoneProfile =
  `${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1000} kbit/s down and up, ` +
  `${SLOW_PHONE.latencyMs.toLocaleString('en-US')} ms round trip, ` +
  `${SLOW_PHONE.cpuSlowdown}× CPU slowdown, fresh profile, 360 px screen`;
