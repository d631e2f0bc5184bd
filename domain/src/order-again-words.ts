import { formatMoney } from './money';
import type { OrderAgainChange } from './order-again';

// Apart from the answer's schemas: the page that says the changes needs no zod to word them.

/** The key of the messages table and its values, so each side says a change in its language. */
export function changeSentence(change: OrderAgainChange): {
  key:
    | 'againPriceChanged'
    | 'againDishGone'
    | 'againDishFinished'
    | 'againChoiceLeftOut'
    | 'againChoiceNeeded'
    | 'againChoicesChanged'
    | 'againQtyStock'
    | 'againQtyLimit'
    | 'againCartFull';
  values: Record<string, string | number>;
} {
  switch (change.kind) {
    case 'priceChanged':
      return {
        key: 'againPriceChanged',
        values: {
          dish: change.dish,
          was: formatMoney(change.wasKobo),
          now: formatMoney(change.nowKobo),
        },
      };
    case 'dishGone':
      return { key: 'againDishGone', values: { dish: change.dish } };
    case 'dishFinished':
      return { key: 'againDishFinished', values: { dish: change.dish } };
    case 'choiceLeftOut':
      return { key: 'againChoiceLeftOut', values: { dish: change.dish, choice: change.choice } };
    case 'choiceNeeded':
      return { key: 'againChoiceNeeded', values: { dish: change.dish, choice: change.choice } };
    case 'choicesChanged':
      return { key: 'againChoicesChanged', values: { dish: change.dish } };
    case 'qtyStock':
      return { key: 'againQtyStock', values: { dish: change.dish, qty: change.qty } };
    case 'qtyLimit':
      return {
        key: 'againQtyLimit',
        values: { dish: change.dish, qty: change.qty, max: change.max },
      };
    case 'cartFull':
      return { key: 'againCartFull', values: { dish: change.dish } };
  }
}
