import type { PayRequest } from '@buka/domain/payments';

/**
 * Starts a payment (start-payment.ts) with its code loaded then: paying happens on later pages
 * (checkout, an order), so the first pages' download does not carry it. A load that fails is
 * said like any payment that could not start ('Can't make payment now').
 */
export const startPaymentOnDemand = (request: PayRequest): Promise<string> =>
  import('./start-payment').then((module) => module.startPayment(request));
