import type { ServerProcess } from './server-process';

export interface MemorySample {
  ms: number;
  /** Resident memory, what the machine gives the process. */
  rssMb: number;
  /** JavaScript heap still in use right after a full collection: where a leak shows. */
  heapMb: number;
}

/** Samples the server (started with heapProbe) every `everyMs` until stop(). */
export function sampleMemory(server: ServerProcess, everyMs: number) {
  const samples: MemorySample[] = [];
  const startedAt = performance.now();
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const heapMb = await server.heapAfterGc();
      const rssMb = await server.rssMb();
      if (heapMb !== undefined && rssMb !== undefined) {
        samples.push({ ms: performance.now() - startedAt, rssMb, heapMb });
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<MemorySample[]> {
      stopped = true;
      await done;
      return samples;
    },
  };
}

/** Least-squares slope in MB per minute. */
function slope(samples: readonly MemorySample[], value: (s: MemorySample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((sum, s) => sum + s.ms, 0) / n;
  const my = samples.reduce((sum, s) => sum + value(s), 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.ms - mx) * (value(s) - my);
    den += (s.ms - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60_000;
}

const peak = (samples: readonly MemorySample[], value: (s: MemorySample) => number) =>
  Math.max(...samples.map(value));
const heap = (s: MemorySample) => s.heapMb;
const rss = (s: MemorySample) => s.rssMb;

/**
 * "Stops growing": after the first quarter (warm-up: the JIT, pools and caches filling), the
 * heap left after a full collection peaks in the last quarter within 10 % (at least 2 MB) of
 * the second quarter's peak. A leak under a steady load keeps climbing; a settled heap only
 * breathes with the requests in flight.
 */
export function memoryTrend(samples: readonly MemorySample[]) {
  const quarter = Math.floor(samples.length / 4);
  if (quarter < 2)
    return { settled: false, peakRssMb: 0, describe: `too few samples (${samples.length})` };
  const second = samples.slice(quarter, 2 * quarter);
  const last = samples.slice(samples.length - quarter);
  const growth = peak(last, heap) - peak(second, heap);
  const allowed = Math.max(2, 0.1 * peak(second, heap));
  const settled = growth <= allowed;
  const secondHalf = samples.slice(Math.floor(samples.length / 2));
  const f = (mb: number) => `${mb.toFixed(1)} MB`;
  const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)}`;
  return {
    settled,
    peakRssMb: peak(samples, rss),
    describe:
      `heap after GC: start ${f(samples[0]!.heapMb)}, peak of the second quarter ` +
      `${f(peak(second, heap))}, of the last ${f(peak(last, heap))} (${signed(growth)} MB, ` +
      `allowed ${f(allowed)}), second-half trend ${signed(slope(secondHalf, heap))} MB/min: ` +
      `${settled ? 'stops growing' : 'STILL GROWING'}; RSS: start ${f(samples[0]!.rssMb)}, ` +
      `peak ${f(peak(samples, rss))}, end ${f(samples.at(-1)!.rssMb)}, ` +
      `second-half trend ${signed(slope(secondHalf, rss))} MB/min (${samples.length} samples)`,
  };
}
