import { isMarkedToday, type AdminOptionGroup, type OptionGroup } from '@buka/domain/dish-options';
import { koboToNairaString } from '@buka/domain/money';
import type { ChoiceRow, GroupRow } from './dish-options.repository';

/** A group as the menu shows it, its choices in order; a mark that has lifted reads as none. */
export function toOptionGroup(
  group: GroupRow,
  choices: readonly ChoiceRow[],
  now: Date,
): OptionGroup {
  return {
    id: group.id,
    name: group.name,
    required: group.minChoices > 0,
    min: group.minChoices,
    max: group.maxChoices,
    choices: choices
      .filter((choice) => choice.groupId === group.id)
      .map((choice) => ({
        id: choice.id,
        name: choice.name,
        price: koboToNairaString(choice.priceKobo),
        unavailableToday: isMarkedToday(choice.unavailableUntil, now),
      })),
  };
}

export function toAdminOptionGroup(
  group: GroupRow,
  choices: readonly ChoiceRow[],
  dishIds: number[],
  now: Date,
): AdminOptionGroup {
  return { ...toOptionGroup(group, choices, now), dishIds };
}
