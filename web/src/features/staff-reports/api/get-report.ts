import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  cashUpSchema,
  reportSchema,
  type CashUp,
  type Report,
  type ReportCsvTable,
} from '@buka/domain/reports';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { getSession } from '../../../shared/session/session-store';

export interface ReportRange {
  from: string;
  to: string;
  by: 'day' | 'week' | 'month';
}

const search = (range: Partial<ReportRange>) =>
  new URLSearchParams(Object.entries(range).filter(([, value]) => value) as [string, string][]);

/** GET /api/admin/reports?from&to&by */
export async function getReport(range: ReportRange): Promise<Report> {
  return reportSchema.parse((await api<unknown>(`/api/admin/reports?${search(range)}`)).data);
}

export const reportQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.of(range),
    queryFn: () => getReport(range),
    placeholderData: keepPreviousData,
  });

export function useReport(range: ReportRange) {
  return useQuery(reportQuery(range));
}

/** GET /api/admin/reports/cash-up?from&to */
export async function getCashUp(range: Pick<ReportRange, 'from' | 'to'>): Promise<CashUp> {
  return cashUpSchema.parse(
    (await api<unknown>(`/api/admin/reports/cash-up?${search(range)}`)).data,
  );
}

export function useCashUp(range: Pick<ReportRange, 'from' | 'to'>) {
  return useQuery({
    queryKey: queryKeys.admin.reports.cashUp(range),
    queryFn: () => getCashUp(range),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves a report table as a CSV file. The server streams it; the staff's bearer token goes in
 * a header, which a plain link cannot carry, so the browser fetches it and saves the result.
 */
export async function downloadCsv(table: ReportCsvTable, range: Partial<ReportRange>) {
  const headers: Record<string, string> = {};
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`/api/admin/reports/${table}.csv?${search(range)}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'The file could not be made');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `buka-${table}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
