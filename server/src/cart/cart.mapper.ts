import type { CartItem } from '@buka/domain/cart';
import {
  checkSelection,
  isMarkedToday,
  toChosenChoice,
  unitPriceKobo,
  type OptionGroup,
} from '@buka/domain/dish-options';
import { koboToNairaString } from '@buka/domain/money';
import type { CartLineRow } from './cart.repository';

/** The choice ids kept in a line's key (cartLineKey: ids, then '|' and the note). */
export function choiceIdsOfKey(choiceKey: string): number[] {
  const ids = choiceKey.split('|', 1)[0] ?? '';
  return ids === '' ? [] : ids.split(',').map(Number);
}

/**
 * The one way a cart line leaves the server: the spec's { id, fid, uid, qty } and its food, with
 * its choices as priced now. A line whose choices the dish no longer accepts (a choice removed
 * or unavailable today, a required group added) is shown but not orderable.
 */
export function toCartItem(row: CartLineRow, groups: readonly OptionGroup[], now: Date): CartItem {
  const deleted = row.deletedAt !== null || row.name === null;
  const soldOut =
    !deleted && ((row.stock ?? 0) <= 0 || isMarkedToday(row.soldOutUntil ?? null, now));
  const choiceIds = choiceIdsOfKey(row.choiceKey);
  const verdict = checkSelection(row.name ?? '', groups, choiceIds);
  const picked = verdict.ok ? verdict.picked : [];
  const choicesChanged = !deleted && !soldOut && !verdict.ok;
  const priceKobo = row.priceKobo ?? 0;
  return {
    id: row.id,
    fid: row.foodId,
    uid: String(row.userId),
    qty: row.qty,
    choiceIds,
    note: row.note,
    available: !deleted && !soldOut && !choicesChanged,
    unavailable: deleted
      ? 'deleted'
      : soldOut
        ? 'soldOut'
        : choicesChanged
          ? 'choicesChanged'
          : null,
    name: row.name ?? '',
    price: koboToNairaString(priceKobo),
    choices: picked.map(toChosenChoice),
    unitPrice: koboToNairaString(unitPriceKobo(priceKobo, picked)),
    imageURL: row.imageUrl ?? '',
    stock: deleted ? 0 : (row.stock ?? 0),
  };
}
