import { useMutation } from '@tanstack/react-query';
import { messages } from '@buka/domain/messages';
import type { ReportCsvTable } from '@buka/domain/reports';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { downloadCsv, type ReportRange } from './get-report';

/** One table of a report saved as CSV, with a spinner while the server streams it. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ table, range }: { table: ReportCsvTable; range: Partial<ReportRange> }) =>
      downloadCsv(table, range),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
  });
}
