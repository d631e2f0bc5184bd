import type { ReactNode } from 'react';
import type { ReportCsvTable } from '@buka/domain/reports';
import { Button } from '../../../shared/ui/Button';
import { useDownloadReport } from '../api/download-report';
import type { ReportRange } from '../api/get-report';

interface ReportTableProps {
  title: string;
  table: ReportCsvTable;
  range: Partial<ReportRange>;
  head: string[];
  rows: ReactNode[][];
  empty?: string;
  /** Right-aligned (figure) columns, by index. */
  figures?: number[];
  note?: ReactNode;
}

/** One table of a report, with its own CSV download of the same range. */
export function ReportTable(props: ReportTableProps) {
  const { title, table, range, head, rows, figures = [], note } = props;
  const download = useDownloadReport();
  const downloading = download.isPending && download.variables.table === table;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <Button
          variant="secondary"
          className="min-h-9 px-3 text-sm"
          loading={downloading}
          aria-label={`Download ${title} as CSV`}
          onClick={() => download.mutate({ table, range })}
        >
          CSV
        </Button>
      </div>
      {note}
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{props.empty ?? 'Nothing in this range.'}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-stone-500">
              <tr>
                {head.map((label, index) => (
                  <th
                    key={label}
                    scope="col"
                    className={`py-1 pr-3 font-medium ${figures.includes(index) ? 'text-right' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={`py-1.5 pr-3 ${figures.includes(index) ? 'text-right tabular-nums' : ''}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
