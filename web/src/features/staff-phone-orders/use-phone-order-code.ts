import { useEffect } from 'react';
import { normalizeCode } from '@buka/domain/promotion-pricing';
import { ApiError } from '../../shared/api/client';
import { usePhoneOrderQuote } from './api/quote-phone-order';
import type { PhoneOrderForm } from './components/PhoneOrderFields';
import { phoneOrderQuoteRequest } from './lib/phone-order-form';

/**
 * The caller's promotion code and what the server takes off the order with it, before staff
 * place it (docs/orders.md#phone-orders). A refused code is dropped, its reason kept to show
 * under the field, so the totals and the order go on without it, as at the checkout.
 */
export function usePhoneOrderCode(form: PhoneOrderForm) {
  const { values, setValues } = form;
  const request = phoneOrderQuoteRequest(values);
  const quote = usePhoneOrderQuote(request);
  const error = request === null ? null : quote.error;
  // 409: the server refused the code (unknown, ended, used…), in the words placing would say.
  const refused = error instanceof ApiError && error.status === 409 ? error.message : undefined;
  useEffect(() => {
    if (refused === undefined) return;
    setValues((current) => ({
      ...current,
      codeApplied: '',
      codeRefused: { code: current.codeApplied, reason: refused },
    }));
  }, [refused, setValues]);
  return {
    /** The server's figures with the applied code, once it has answered. */
    quote: request === null ? undefined : quote.data,
    checking: request !== null && quote.isFetching,
    /** Anything else the server says of the order as it stands (a dish finished…). */
    problem: error instanceof ApiError && error.status !== 409 ? error.message : undefined,
    apply: () => {
      form.setError(undefined);
      setValues((current) => ({
        ...current,
        codeApplied: normalizeCode(current.code),
        codeRefused: null,
      }));
    },
    remove: () => {
      form.setError(undefined);
      setValues((current) => ({ ...current, code: '', codeApplied: '', codeRefused: null }));
    },
  };
}

export type PhoneOrderCode = ReturnType<typeof usePhoneOrderCode>;
