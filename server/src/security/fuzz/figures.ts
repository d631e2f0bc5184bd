/** What the fuzzer sent to one route and what came back, for the suite's closing table. */
export interface RouteFigures {
  sent: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  crashes: number;
  ms: number;
}

export function newFigures(): RouteFigures {
  return { sent: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, crashes: 0, ms: 0 };
}

export function countAnswer(figures: RouteFigures, status: number): void {
  figures.sent++;
  const key =
    `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as keyof RouteFigures['byClass'];
  figures.byClass[key]++;
}

/** A table a person reads at the end of the run: one line per route, totals last. */
export function figuresTable(title: string, rows: Map<string, RouteFigures>): string {
  const lines = [title];
  const total = newFigures();
  const pad = Math.max(...[...rows.keys()].map((key) => key.length), 10);
  lines.push(`${'route'.padEnd(pad)}  sent    2xx   3xx    4xx  5xx  crashes  seconds`);
  for (const [route, f] of rows) {
    lines.push(
      `${route.padEnd(pad)}  ${String(f.sent).padStart(4)}  ${String(f.byClass['2xx']).padStart(5)}` +
        `  ${String(f.byClass['3xx']).padStart(4)}  ${String(f.byClass['4xx']).padStart(5)}` +
        `  ${String(f.byClass['5xx']).padStart(3)}  ${String(f.crashes).padStart(7)}` +
        `  ${(f.ms / 1000).toFixed(1).padStart(7)}`,
    );
    total.sent += f.sent;
    total.crashes += f.crashes;
    total.ms += f.ms;
    for (const key of Object.keys(total.byClass) as (keyof RouteFigures['byClass'])[]) {
      total.byClass[key] += f.byClass[key];
    }
  }
  lines.push(
    `TOTAL: ${rows.size} routes, ${total.sent} requests, ${total.byClass['5xx']} answers 5xx, ` +
      `${total.crashes} crashes, ${(total.ms / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
