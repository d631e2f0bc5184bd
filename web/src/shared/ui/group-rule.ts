import type { OptionGroup } from '@buka/domain/dish-options';
import { tl } from '../i18n/later';

/**
 * How many a customer may choose in a group, in words: 'Required · choose 1', 'Optional · choose
 * up to 3'. A group of at most one is drawn as radio buttons, so its rule always says 'choose 1'.
 */
export function groupRule(group: Pick<OptionGroup, 'required' | 'min' | 'max'>): string {
  if (group.required) {
    const min = Math.max(1, group.min);
    if (min === group.max) return tl('requiredChoose', { count: min });
    return min === 1
      ? tl('requiredUpTo', { max: group.max })
      : tl('requiredRange', { min, max: group.max });
  }
  return group.max === 1 ? tl('optionalOne') : tl('optionalUpTo', { max: group.max });
}

/** A group where one choice takes another's place: radio buttons, not tick boxes. */
export const isSingleChoice = (group: Pick<OptionGroup, 'max'>) => group.max === 1;
