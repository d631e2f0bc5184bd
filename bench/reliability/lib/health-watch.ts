import { sleep } from './server-process';

export interface HealthSample {
  phase: string;
  /** The HTTP status, or 0 when no answer came within 10 s. */
  status: number;
  ms: number;
  /** The problems health named (their codes). */
  problems: string[];
}

/** One GET /api/health, timed; 0 when nothing answered within 10 s. */
export async function askHealth(base: string): Promise<Omit<HealthSample, 'phase'>> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { problems?: { code: string }[] };
    return {
      status: response.status,
      ms: performance.now() - startedAt,
      problems: (body.problems ?? []).map((problem) => problem.code),
    };
  } catch {
    return { status: 0, ms: performance.now() - startedAt, problems: [] };
  }
}

/** Asks health every `everyMs` (a load balancer's check) until stop(), noting the phase. */
export function watchHealth(base: string, everyMs: number, phase: () => string) {
  const samples: HealthSample[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const at = phase();
      samples.push({ phase: at, ...(await askHealth(base)) });
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    async stop(): Promise<HealthSample[]> {
      stopped = true;
      await done;
      return samples;
    },
  };
}

/** Waits until health answers 200; answers how long that took, or undefined past `ms`. */
export async function untilHealthy(base: string, ms: number): Promise<number | undefined> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < ms) {
    if ((await askHealth(base)).status === 200) return performance.now() - startedAt;
    await sleep(100);
  }
  return undefined;
}

export function describePhase(samples: readonly HealthSample[], phase: string): string {
  const inPhase = samples.filter((sample) => sample.phase === phase);
  if (inPhase.length === 0) return `${phase}: no health checks`;
  const statuses = new Map<string, number>();
  for (const sample of inPhase) {
    const key = `${sample.status || 'no answer'}${sample.problems.length ? ` ${sample.problems.join('+')}` : ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const slowest = Math.max(...inPhase.map((sample) => sample.ms));
  const list = [...statuses].map(([key, n]) => `${key} ×${n}`).join(', ');
  return `${phase}: health ${list}; slowest answer ${(slowest / 1000).toFixed(2)} s`;
}
