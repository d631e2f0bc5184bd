import type { OptionGroup } from '@buka/domain/dish-options';

/**
 * How many a customer may choose in a group, in words: 'Required · choose 1', 'Optional · choose
 * up to 3'. A group of at most one is drawn as radio buttons, so its rule always says 'choose 1'.
 */
export function groupRule(group: Pick<OptionGroup, 'required' | 'min' | 'max'>): string {
  if (group.required) {
    const min = Math.max(1, group.min);
    if (min === group.max) return `Required · choose ${min}`;
    return min === 1
      ? `Required · choose up to ${group.max}`
      : `Required · choose ${min} to ${group.max}`;
  }
  return group.max === 1 ? 'Optional · choose 1' : `Optional · choose up to ${group.max}`;
}

/** A group where one choice takes another's place: radio buttons, not tick boxes. */
export const isSingleChoice = (group: Pick<OptionGroup, 'max'>) => group.max === 1;
