import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  cashUpSchema,
  reportSchema,
  type CashUp,
  type Report,
  type ReportCsvTable,
} from '@buka/domain/reports';
import { riderCashSchema, type RiderCash } from '@buka/domain/riders';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { saveDownload } from '../../../shared/staff/save-download';

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

/** Under the reports' key: money changes refresh it with the cash-up. */
export const riderCashKey = (range: object) =>
  [...queryKeys.admin.reports.all, 'rider-cash', range] as const;

/** GET /api/admin/reports/rider-cash?from&to: what each rider collected at the door. */
export async function getRiderCash(range: Pick<ReportRange, 'from' | 'to'>): Promise<RiderCash> {
  return riderCashSchema.parse(
    (await api<unknown>(`/api/admin/reports/rider-cash?${search(range)}`)).data,
  );
}

export function useRiderCash(range: Pick<ReportRange, 'from' | 'to'>) {
  return useQuery({
    queryKey: riderCashKey(range),
    queryFn: () => getRiderCash(range),
    placeholderData: keepPreviousData,
  });
}

/** Saves a report table as a CSV file; the server streams it. */
export function downloadCsv(table: ReportCsvTable, range: Partial<ReportRange>): Promise<void> {
  return saveDownload(`/api/admin/reports/${table}.csv?${search(range)}`, `buka-${table}.csv`);
}
