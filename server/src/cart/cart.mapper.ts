import type { CartItem } from '@buka/domain/cart';
import { koboToNairaString } from '@buka/domain/money';
import type { CartLineRow } from './cart.repository';

/** The one way a cart line leaves the server: the spec's { id, fid, uid, qty } and its food. */
export function toCartItem(row: CartLineRow): CartItem {
  const deleted = row.deletedAt !== null || row.name === null;
  const soldOut = !deleted && (row.stock ?? 0) <= 0;
  return {
    id: row.id,
    fid: row.foodId,
    uid: String(row.userId),
    qty: row.qty,
    available: !deleted && !soldOut,
    unavailable: deleted ? 'deleted' : soldOut ? 'soldOut' : null,
    name: row.name ?? '',
    price: koboToNairaString(row.priceKobo ?? 0),
    imageURL: row.imageUrl ?? '',
    stock: deleted ? 0 : (row.stock ?? 0),
  };
}
