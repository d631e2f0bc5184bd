import { nairaToKobo } from '@buka/domain/money';

/** A price the menu gives in naira, in kobo; one that cannot be read adds nothing to the sum. */
export function koboOf(naira: string): number {
  try {
    return nairaToKobo(naira);
  } catch {
    return 0;
  }
}
