import type { OptionGroup } from '@buka/domain/dish-options';
import type { GroupDraft } from '../api/option-groups';

/** A new group: optional, one choice at most, one empty choice to start typing in. */
export const emptyGroupDraft: GroupDraft = {
  name: '',
  required: false,
  min: '1',
  max: '1',
  choices: [{ name: '', price: '' }],
};

/** The form's fields for a group that exists; choices keep their ids so carts keep them. */
export function draftFromGroup(group: OptionGroup): GroupDraft {
  return {
    name: group.name,
    required: group.required,
    min: String(Math.max(1, group.min)),
    max: String(group.max),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      price: choice.price,
    })),
  };
}

/** The dish's groups with one moved a place up (-1) or down (+1); unchanged at either end. */
export function moveGroup(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
