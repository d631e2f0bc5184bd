import { t } from '../../shared/i18n/i18n';
import type { PayRequest } from '@buka/domain/payments';
import { api } from '../../shared/api/client';
import { PaymentStartError } from '../../shared/slots/payment';
import { isRedirectUrl } from './redirect-url';

/**
 * docs/api.md#storefront-calls POST /api/payment/pay (bearer): 200 with the redirect URL in
 * data.data. Anything else is "Can't make payment now"; a 200 without a URL is 'Invalid redirect'.
 */
export async function startPayment(request: PayRequest): Promise<string> {
  let answer: { status: number; data: unknown };
  try {
    answer = await api<unknown>('/api/payment/pay', { method: 'POST', body: request });
  } catch {
    throw new PaymentStartError(t('cantPayNow'));
  }
  if (answer.status !== 200) throw new PaymentStartError(t('cantPayNow'));
  // Loaded when a payment starts, not with the orders page that offers it.
  const { payResponseSchema } = await import('@buka/domain/payments');
  const parsed = payResponseSchema.safeParse(answer.data);
  if (!parsed.success || !isRedirectUrl(parsed.data.data)) {
    throw new PaymentStartError(t('invalidRedirect'));
  }
  return parsed.data.data;
}
