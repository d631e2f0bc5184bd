import type { OptionGroup } from '@buka/domain/dish-options';

/** How many a customer may choose in a group, in words: 'Required · choose 1', 'Optional · up to 3'. */
export function groupRule(group: Pick<OptionGroup, 'required' | 'min' | 'max'>): string {
  if (group.required) {
    const min = Math.max(1, group.min);
    return min === group.max
      ? `Required · choose ${min}`
      : `Required · choose ${min} to ${group.max}`;
  }
  return group.max === 1 ? 'Optional' : `Optional · up to ${group.max}`;
}
