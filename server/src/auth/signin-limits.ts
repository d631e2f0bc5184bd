import type { AppDeps } from '../app-deps';
import type { SigninLimits } from '../config';
import { clearFailures, countAttempt, forgiveAttempt } from './rate-limit.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

const keys = (phone: string, address: string) => ({
  phoneAtAddress: `signin:phone-ip:${phone}:${address}`,
  address: `signin:ip:${address}`,
  phone: `signin:phone:${phone}`,
});

/**
 * How long an attempt on a phone with `failures` in the window waits: nothing up to the
 * ceiling, then a little more with every attempt, never more than the limit. A wait, not a
 * refusal: the owner with the right password still gets in, however many addresses guess.
 */
export function slowdownMs(failures: number, limits: SigninLimits): number {
  const over = failures - limits.perPhoneSlowAfter;
  return over > 0 ? Math.min(limits.maxSlowMs, over * limits.slowStepMs) : 0;
}

/**
 * Counts one sign-in attempt three ways (docs/server-rules.md#rate-limits): per phone from this
 * address (refused past its limit), per address over any phones (refused), and per phone from
 * anywhere (slowed). Guesses from one address thus never keep the customer out on another.
 */
export async function countSigninAttempt(
  { db, config, now }: Deps,
  phone: string,
  address: string,
): Promise<{ refused: boolean; waitMs: number }> {
  const limits = config.signinLimits;
  const key = keys(phone, address);
  const at = now().getTime();
  const atAddress = await countAttempt(db.kysely, key.phoneAtAddress, limits.windowMs, at);
  const fromAddress = await countAttempt(db.kysely, key.address, limits.windowMs, at);
  const onPhone = await countAttempt(db.kysely, key.phone, limits.windowMs, at);
  const refused = atAddress > limits.perPhoneAddress || fromAddress > limits.perAddress;
  return { refused, waitMs: refused ? 0 : slowdownMs(onPhone, limits) };
}

/** The right password: this address starts afresh for this phone; the others keep counting. */
export async function forgiveSigninAttempt(
  { db }: Deps,
  phone: string,
  address: string,
): Promise<void> {
  const key = keys(phone, address);
  await clearFailures(db.kysely, key.phoneAtAddress);
  await forgiveAttempt(db.kysely, key.address);
  await forgiveAttempt(db.kysely, key.phone);
}
