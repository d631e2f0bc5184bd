import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeWays } from '@buka/domain/orders';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /api/notices/ways: whether the shop sends order updates on WhatsApp, and by SMS. */
export async function getNoticeWays(): Promise<NoticeWays> {
  // Read as the server's schema says (docs/decisions/0024-answers-checked-where-they-are-made.md).
  return (await api<NoticeWays>('/api/notices/ways')).data;
}

// The shop's configuration: it changes only with a restart.
export const noticeWaysQuery = queryOptions({
  queryKey: queryKeys.noticeWays,
  queryFn: getNoticeWays,
  staleTime: 10 * 60_000,
});

/** Neither way until the answer is in: nothing is offered that the shop may not send. */
export function useNoticeWays(): NoticeWays {
  return useQuery(noticeWaysQuery).data ?? { whatsapp: false, sms: false };
}
