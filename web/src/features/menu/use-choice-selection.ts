import { unitPriceKobo, type OptionGroup } from '@buka/domain/dish-options';
import type { Food } from '@buka/domain/products';
import { useForm } from '../../shared/validation/use-form';
import { isSingleChoice } from '../../shared/ui/group-rule';
import { koboOf } from './lib/naira-kobo';

/**
 * What the customer has picked on a dish's choice sheet and their note for the kitchen, with
 * the price that follows them. Any change takes the sheet's error away.
 */
export function useChoiceSelection(food: Food) {
  const form = useForm<{ chosen: ReadonlySet<number>; note: string }>(() => ({
    chosen: new Set(),
    note: '',
  }));
  const { chosen, note } = form.values;
  const { error, setError } = form;
  const groups = food.optionGroups;
  const picked = groups.flatMap((group) => group.choices.filter((each) => chosen.has(each.id)));
  const chosenIds = picked.map((choice) => choice.id);
  const priceKobo = unitPriceKobo(
    koboOf(food.price),
    picked.map((choice) => ({ priceKobo: koboOf(choice.price) })),
  );

  function toggle(group: OptionGroup, id: number) {
    setError(undefined);
    form.set('chosen', (was) => {
      const next = new Set(was);
      if (isSingleChoice(group)) {
        // Radio buttons: the new choice takes the old one's place.
        for (const choice of group.choices) next.delete(choice.id);
        next.add(id);
      } else if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }

  /** An optional group of one: its 'None' radio button takes the choice back. */
  function clearGroup(group: OptionGroup) {
    setError(undefined);
    form.set('chosen', (was) => {
      const next = new Set(was);
      for (const choice of group.choices) next.delete(choice.id);
      return next;
    });
  }

  function setNote(typed: string) {
    form.set('note', typed);
    setError(undefined);
  }

  return { chosen, chosenIds, priceKobo, toggle, clearGroup, note, setNote, error, setError };
}
