import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  simulatedPaymentSchema,
  simulatorDecisionResponseSchema,
  type SimulatedPayment,
  type SimulatorDecision,
} from '@buka/domain/payments';
import { t } from '../../../shared/i18n/i18n';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
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

/**
 * Pay or Fail on the simulator's page, then on to where the answer says (the shop's result
 * page). `deciding` is the outcome on its way, kept while the page is left.
 */
export function useDecideSimulatedPayment(reference: string) {
  const decision = useMutation({
    networkMode: 'always',
    mutationFn: (choice: SimulatorDecision) => decideSimulatedPayment(reference, choice),
    onSuccess: (redirect) => window.location.assign(redirect),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong')),
  });
  const deciding =
    decision.isPending || decision.isSuccess ? decision.variables?.outcome : undefined;
  return { decide: decision.mutate, deciding };
}
