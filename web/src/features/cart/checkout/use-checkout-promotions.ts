import { useEffect, useState } from 'react';
import type { Fulfilment } from '@buka/domain/delivery-rules';
import { ApiError } from '../../../shared/api/client';
import type { CartEntry } from '../cart-entries';
import { usePromotionQuote } from './api/quote-promotions';
import type { ShownDiscount } from './components/OrderSummary';

interface CheckoutCart {
  entries: readonly CartEntry[];
  fulfilment: Fulfilment;
  area: string | undefined;
  /** The phone the order will carry, when typed and valid ('' otherwise). */
  phone: string;
}

/**
 * The code the customer applied and what the server takes off the cart with it and the shop's
 * offers (docs/orders.md#promotions). A refused code is dropped, its reason kept to show under
 * the field, so the totals and the order go on without it.
 */
export function useCheckoutPromotions({ entries, fulfilment, area, phone }: CheckoutCart) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const request =
    entries.length === 0
      ? null
      : {
          code,
          products: entries.map((entry) => ({
            id: entry.line.fid,
            qty: entry.line.qty,
            choices: entry.choices.map((choice) => ({ id: choice.id })),
          })),
          fulfilment,
          area: fulfilment === 'delivery' ? area : undefined,
          phone,
        };
  const quote = usePromotionQuote(request);
  const error = quote.error;
  // 409: the server refused the code (unknown, not now, used…), in the customer's words.
  const refused =
    code !== '' && error instanceof ApiError && error.status === 409 ? error.message : undefined;
  useEffect(() => {
    if (refused === undefined) return;
    setRefusal(refused);
    setCode('');
  }, [refused]);
  const discounts: ShownDiscount[] = (quote.data?.discounts ?? []).map((each) => ({
    label: each.label,
    kobo: Math.round(each.amount * 100),
  }));
  return {
    code,
    refusal,
    checking: code !== '' && quote.isFetching,
    discounts,
    apply: (typed: string) => {
      setRefusal(undefined);
      setCode(typed);
    },
  };
}
