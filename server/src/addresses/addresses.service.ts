import { messages } from '@buka/domain/messages';
import {
  savedAddressRefusal,
  type SavedAddress,
  type ValidSavedAddressInput,
} from '@buka/domain/saved-addresses';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { readSettings } from '../settings/settings.repository';
import { insertSavedAddress, listSavedAddresses, updateSavedAddress } from './addresses.repository';

/**
 * Saves a new address, or changes one (`id`), in one transaction so two quick saves cannot pass
 * the limit together. The limit, a name used twice and an area the shop does not deliver to are
 * refused in words (docs/orders.md#saved-addresses).
 */
export async function saveAddress(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: ValidSavedAddressInput,
  id?: number,
): Promise<SavedAddress> {
  return db.kysely.transaction().execute(async (trx) => {
    const mine = await listSavedAddresses(trx, userId);
    if (id !== undefined && !mine.some((address) => address.id === id)) {
      throw new HttpError(404, messages.addressNotFound);
    }
    const others = mine.filter((address) => address.id !== id);
    const { areas } = await readSettings(trx);
    const refusal = savedAddressRefusal(input, others, areas);
    if (refusal) throw new HttpError(422, refusal);
    const at = now().getTime();
    const saved =
      id === undefined
        ? await insertSavedAddress(trx, userId, input, at)
        : await updateSavedAddress(trx, userId, id, input, at);
    if (!saved) throw new HttpError(404, messages.addressNotFound);
    return saved;
  });
}
