import type { FormEvent } from 'react';
import {
  cartLineKey,
  checkSelection,
  LINE_NOTE_MAX,
  toChosenChoice,
  unitPriceKobo,
  type OptionGroup,
} from '@buka/domain/dish-options';
import { say, t } from '../../../shared/i18n/i18n';
import { formatMoney, koboToNairaString, nairaToKobo } from '@buka/domain/money';
import type { Food } from '@buka/domain/products';
import { useMenuCart } from '../../../shared/slots/menu-cart';
import { NoteField } from '../../../shared/ui/NoteField';
import { useForm } from '../../../shared/validation/use-form';
import { useSayAdded } from '../added-to-cart';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { groupRule, isSingleChoice } from '../../../shared/ui/group-rule';
import { tl } from '../../../shared/i18n/later';

// Stand-in ids for lines the server has not numbered yet; below the one-tap button's, never real.
let nextTempId = -1_000_000;

const kobo = (naira: string) => {
  try {
    return nairaToKobo(naira);
  } catch {
    return 0;
  }
};

/**
 * The choice sheet of a dish with groups: the customer picks, sees the price follow,
 * adds a note for the kitchen, and adds the line. Required groups must be filled first (the
 * domain's rules, the server's own); a choice finished today is greyed. Loaded on first use, so
 * the menu's first download does not carry it.
 */
export default function ChoiceSheet({ food, onClose }: { food: Food; onClose: () => void }) {
  const user = useSession();
  const { lines, add, setQty } = useMenuCart(user?.uid);
  const sayAdded = useSayAdded(lines.length === 0);
  const form = useForm<{ chosen: ReadonlySet<number>; note: string }>(() => ({
    chosen: new Set(),
    note: '',
  }));
  const { chosen, note } = form.values;
  const { error, setError } = form;
  const groups = food.optionGroups;

  const chosenIds = groups.flatMap((group) =>
    group.choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id),
  );
  const priceKobo = unitPriceKobo(
    kobo(food.price),
    groups.flatMap((group) =>
      group.choices
        .filter((choice) => chosen.has(choice.id))
        .map((choice) => ({ priceKobo: kobo(choice.price) })),
    ),
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return void toast.error(t('loginToAddToCart'));
    const verdict = checkSelection(food.name, groups, chosenIds);
    if (!verdict.ok) return setError(say(verdict.message));
    const trimmed = note.trim();
    if (trimmed.length > LINE_NOTE_MAX) {
      return setError(t('lineNoteTooLong', { max: LINE_NOTE_MAX }));
    }
    const key = cartLineKey(chosenIds, trimmed);
    const same = lines.find(
      (line) => line.fid === food.id && cartLineKey(line.choiceIds, line.note) === key,
    );
    if (same) {
      // The card's + opens this sheet (QuantityStepper): the same choices again are one more
      // of that line, not a refusal. A line still being saved cannot be changed yet.
      if (same.id < 0) return setError(t('itemAlreadyInCart'));
      setQty({ id: same.id, qty: same.qty + 1 });
      return onClose();
    }
    // Said at once, as the line shows in the cart at once; taken back if the server refuses.
    const unsay = sayAdded(food.name);
    add(
      {
        food,
        uid: user.uid,
        tempId: nextTempId--,
        choices: verdict.picked.map(toChosenChoice),
        unitPrice: koboToNairaString(unitPriceKobo(kobo(food.price), verdict.picked)),
        note: trimmed,
      },
      { onError: unsay },
    );
    onClose();
  }

  return (
    <Dialog title={food.name} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label={tl('choicesFor', { dish: food.name })}>
        <div className="-mx-6 flex max-h-[60dvh] flex-col gap-4 overflow-y-auto overscroll-contain px-6">
          {groups.map((group) => (
            <ChoiceGroup
              key={group.id}
              group={group}
              chosen={chosen}
              onToggle={(id) => toggle(group, id)}
              onClear={() => clearGroup(group)}
            />
          ))}
          <NoteField
            max={LINE_NOTE_MAX}
            placeholder={tl('lineNotePlaceholder')}
            value={note}
            onChange={(typed) => {
              form.set('note', typed);
              setError(undefined);
            }}
          />
        </div>
        <p role="alert" className="min-h-5 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
        <Button type="submit" className="w-full text-base">
          {tl('addToCartPrice')} <span className="tabular-nums">{formatMoney(priceKobo)}</span>
        </Button>
      </form>
    </Dialog>
  );
}

/** One group of a dish's choices: radio buttons when one is chosen, else checkboxes up to its most. */
function ChoiceGroup(props: {
  group: OptionGroup;
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** An optional group of one: its 'None' takes the choice back. */
  onClear: () => void;
}) {
  const { group, chosen, onToggle, onClear } = props;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2">
        <span className="font-bold text-stone-900">{group.name}</span>
        <span
          className={`text-xs font-semibold ${group.required ? 'text-brand-800' : 'text-stone-500'}`}
        >
          {groupRule(group)}
        </span>
      </legend>
      {isSingleChoice(group) && !group.required && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
          <input
            type="radio"
            name={`group-${group.id}`}
            checked={!group.choices.some((choice) => chosen.has(choice.id))}
            onChange={onClear}
            className="size-5 accent-brand-700"
          />
          <span className="flex-1">{tl('noneChoice')}</span>
        </label>
      )}
      {group.choices.map((choice) => {
        const picked = chosen.has(choice.id);
        const full =
          !picked &&
          group.max > 1 &&
          group.choices.filter((each) => chosen.has(each.id)).length >= group.max;
        const price = kobo(choice.price);
        return (
          <label
            key={choice.id}
            className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${
              choice.unavailableToday
                ? 'cursor-not-allowed text-stone-400'
                : full
                  ? 'text-stone-500'
                  : 'cursor-pointer hover:bg-stone-50'
            }`}
          >
            <input
              type={isSingleChoice(group) ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              checked={picked}
              disabled={choice.unavailableToday || full}
              onChange={() => onToggle(choice.id)}
              className="size-5 accent-brand-700"
            />
            <span className={`flex-1 ${choice.unavailableToday ? 'line-through' : ''}`}>
              {choice.name}
            </span>
            <span className="text-sm tabular-nums">
              {choice.unavailableToday
                ? tl('finishedToday')
                : price > 0
                  ? `+${formatMoney(price)}`
                  : ''}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
