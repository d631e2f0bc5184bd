import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  simulatedPaymentSchema,
  simulatorDecisionResponseSchema,
  type SimulatedPayment,
  type SimulatorDecision,
} from '@buka/domain/payments';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/payment/simulator/:reference: the payment the simulator's page shows. */
export async function getSimulatedPayment(reference: string): Promise<SimulatedPayment> {
  const { data } = await api<unknown>(`/api/payment/simulator/${encodeURIComponent(reference)}`);
  return simulatedPaymentSchema.parse(data);
}

export function simulatedPaymentQuery(reference: string) {
  return queryOptions({
    queryKey: queryKeys.simulatedPayment(reference),
    queryFn: () => getSimulatedPayment(reference),
    staleTime: 0,
  });
}

export function useSimulatedPayment(reference: string) {
  return useQuery(simulatedPaymentQuery(reference));
}

/** POST /api/payment/simulator/:reference: Pay or Fail; answers where the browser goes next. */
export async function decideSimulatedPayment(
  reference: string,
  decision: SimulatorDecision,
): Promise<string> {
  const { data } = await api<unknown>(`/api/payment/simulator/${encodeURIComponent(reference)}`, {
    method: 'POST',
    body: decision,
  });
  return simulatorDecisionResponseSchema.parse(data).redirect;
}
