import { createContext, useContext } from 'react';
import type { PayRequest } from '@buka/domain/payments';

/** A payment that could not start, in the customer's words (docs/messages.md#catalogue). */
export class PaymentStartError extends Error {}

/**
 * What the payment feature lends the features that offer paying (checkout, an unpaid order):
 * the app hands it over (web/src/app/FeatureSlots.tsx), so they never import the payment feature.
 */
export interface Payment {
  /** Starts paying for an order: the provider's page to send the browser to. Rejects with a PaymentStartError. */
  startPayment: (request: PayRequest) => Promise<string>;
  /** Pay Online for an order already placed; `paying` stays on until the page is left. */
  usePayOnline: () => {
    payOnline: (order: { id: number; total: number }) => void;
    paying: boolean;
  };
}

export const PaymentContext = createContext<Payment | null>(null);

function usePayment(): Payment {
  const payment = useContext(PaymentContext);
  if (!payment) throw new Error('The app hands the features their payment (PaymentContext)');
  return payment;
}

export const useStartPayment = () => usePayment().startPayment;

export function usePayOnline() {
  return usePayment().usePayOnline();
}
