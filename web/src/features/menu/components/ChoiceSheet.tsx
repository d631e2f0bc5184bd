import type { FormEvent } from 'react';
import {
  cartLineKey,
  checkSelection,
  LINE_NOTE_MAX,
  toChosenChoice,
  unitPriceKobo,
  type PickedChoice,
} from '@buka/domain/dish-options';
import { say, t } from '../../../shared/i18n/i18n';
import { formatMoney, koboToNairaString } from '@buka/domain/money';
import type { Food } from '@buka/domain/products';
import { useMenuCart } from '../../../shared/slots/menu-cart';
import { NoteField } from '../../../shared/ui/NoteField';
import { useSayAdded } from '../added-to-cart';
import { useChoiceSelection } from '../use-choice-selection';
import { koboOf } from '../lib/naira-kobo';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { tl } from '../../../shared/i18n/later';
import { ChoiceGroup } from './ChoiceGroup';

// Stand-in ids for lines the server has not numbered yet; below the one-tap button's, never real.
let nextTempId = -1_000_000;

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
  const selection = useChoiceSelection(food);
  const { chosenIds, note, error, setError } = selection;

  /** A new line of the dish, shown in the cart at once. */
  function addLine(uid: string, picked: readonly PickedChoice[], trimmedNote: string) {
    // Said at once, as the line shows in the cart at once; taken back if the server refuses.
    const unsay = sayAdded(food.name);
    add(
      {
        food,
        uid,
        tempId: nextTempId--,
        choices: picked.map(toChosenChoice),
        unitPrice: koboToNairaString(unitPriceKobo(koboOf(food.price), picked)),
        note: trimmedNote,
      },
      { onError: unsay },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return void toast.error(t('loginToAddToCart'));
    const verdict = checkSelection(food.name, food.optionGroups, chosenIds);
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
    } else {
      addLine(user.uid, verdict.picked, trimmed);
    }
    onClose();
  }

  return (
    <Dialog title={food.name} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label={tl('choicesFor', { dish: food.name })}>
        <div className="-mx-6 flex max-h-[60dvh] flex-col gap-4 overflow-y-auto overscroll-contain px-6">
          {food.optionGroups.map((group) => (
            <ChoiceGroup
              key={group.id}
              group={group}
              chosen={selection.chosen}
              onToggle={(id) => selection.toggle(group, id)}
              onClear={() => selection.clearGroup(group)}
            />
          ))}
          <NoteField
            max={LINE_NOTE_MAX}
            placeholder={tl('lineNotePlaceholder')}
            value={note}
            onChange={selection.setNote}
          />
        </div>
        <p role="alert" className="min-h-5 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
        <Button type="submit" className="w-full text-base">
          {tl('addToCartPrice')}{' '}
          <span className="tabular-nums">{formatMoney(selection.priceKobo)}</span>
        </Button>
      </form>
    </Dialog>
  );
}
