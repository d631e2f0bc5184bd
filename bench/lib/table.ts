export interface Row {
  area: string;
  measure: string;
  result: string;
  target: string;
  /** null: a figure with no target of its own. */
  met: boolean | null;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;

/** A Markdown table, so the README can show it as printed. */
export function markdownTable(rows: Row[]): string {
  const lines = [
    '| Area | Measure | Result | Target | Met |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const met = row.met === null ? '' : row.met ? 'yes' : '**no**';
      return `| ${row.area} | ${row.measure} | ${row.result} | ${row.target} | ${met} |`;
    }),
  ];
  return lines.join('\n');
}
