import { useState } from 'react';
import {
  checkSelection,
  unitPriceKobo,
  type OptionGroup,
  type PickedChoice,
} from '@buka/domain/dish-options';
import { formatMoney, nairaToKobo } from '@buka/domain/money';
import { lineTotalKobo, type PricedLine } from '@buka/domain/order-total';
import type { Food } from '@buka/domain/products';
import { Button } from '../../../shared/ui/Button';
import { groupRule } from '../../../shared/ui/group-rule';
import { servedMark, type ServedMark } from '../lib/served-mark';
import { say } from '../../../shared/i18n/i18n';

/** One line of a phone order: a dish, its choices as the menu priced them, how many. */
export interface PhoneOrderLine {
  key: string;
  food: Food;
  picked: PickedChoice[];
  qty: number;
}

export const pricedLine = (line: PhoneOrderLine): PricedLine => ({
  unitKobo: unitPriceKobo(nairaToKobo(line.food.price), line.picked),
  quantity: line.qty,
});

/**
 * The dishes of a phone order: each dish of the menu with its choices (the domain's rules, as
 * on the customer's choice sheet), added as lines staff can count up, down or take off. A dish
 * served at some times shows them, and is marked when the order's time (`at`) is outside them:
 * it can still be added, for a caller who then picks a later time.
 */
export function PhoneOrderDishes({
  foods,
  lines,
  onChange,
  at,
}: {
  foods: Food[];
  lines: PhoneOrderLine[];
  onChange: (lines: PhoneOrderLine[]) => void;
  at: Date;
}) {
  const [open, setOpen] = useState<number | null>(null);

  function add(food: Food, picked: PickedChoice[]) {
    const key = `${food.id}:${picked.map((choice) => choice.id).join(',')}`;
    const same = lines.find((line) => line.key === key);
    onChange(
      same
        ? lines.map((line) => (line === same ? { ...line, qty: Math.min(99, line.qty + 1) } : line))
        : [...lines, { key, food, picked, qty: 1 }],
    );
    setOpen(null);
  }
  const setQty = (key: string, qty: number) =>
    onChange(
      qty < 1
        ? lines.filter((line) => line.key !== key)
        : lines.map((line) => (line.key === key ? { ...line, qty: Math.min(99, qty) } : line)),
    );

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Dishes in this order" className="flex flex-col gap-2">
        {lines.length === 0 && <li className="text-sm text-stone-600">No dishes yet.</li>}
        {lines.map((line) => (
          <li
            key={line.key}
            aria-label={line.food.name}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-50 px-3 py-2"
          >
            <span className="flex-1">
              <span className="font-semibold">{line.food.name}</span>
              {line.picked.length > 0 && (
                <span className="block text-sm text-stone-600">
                  {line.picked.map((choice) => choice.name).join(', ')}
                </span>
              )}
              <ServedNote mark={servedMark(line.food, at)} />
            </span>
            <Button
              variant="secondary"
              aria-label={`One less ${line.food.name}`}
              onClick={() => setQty(line.key, line.qty - 1)}
            >
              −
            </Button>
            <span aria-label="Quantity" className="w-6 text-center tabular-nums">
              {line.qty}
            </span>
            <Button
              variant="secondary"
              aria-label={`One more ${line.food.name}`}
              onClick={() => setQty(line.key, line.qty + 1)}
            >
              +
            </Button>
            <span className="w-24 text-right tabular-nums">
              {formatMoney(lineTotalKobo(pricedLine(line)))}
            </span>
          </li>
        ))}
      </ul>
      <ul aria-label="Menu" className="grid gap-2 sm:grid-cols-2">
        {foods.map((food) => {
          const finished = food.soldOutToday || Number(food.stock) <= 0;
          return (
            <li key={food.id} className="rounded-lg ring-1 ring-stone-200">
              <div className="flex items-center gap-2 px-3 py-2">
                <span className="flex-1">
                  {food.name}{' '}
                  <span className="text-sm text-stone-600 tabular-nums">
                    {formatMoney(nairaToKobo(food.price))}
                  </span>
                  <ServedNote mark={servedMark(food, at)} />
                </span>
                {finished ? (
                  <span className="text-sm text-stone-500">finished</span>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`Add ${food.name}`}
                    aria-expanded={food.optionGroups.length > 0 ? open === food.id : undefined}
                    onClick={() =>
                      food.optionGroups.length > 0
                        ? setOpen(open === food.id ? null : food.id)
                        : add(food, [])
                    }
                  >
                    Add
                  </Button>
                )}
              </div>
              {open === food.id && (
                <ChoicePicker food={food} onAdd={(picked) => add(food, picked)} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Served 5:30 pm – 10:00 pm", and when the order's time is outside them, that it is not. */
function ServedNote({ mark }: { mark: ServedMark | null }) {
  if (!mark) return null;
  return (
    <span
      className={`block text-sm ${mark.outside ? 'font-medium text-red-700' : 'text-stone-600'}`}
    >
      Served {mark.times}
      {mark.outside && ' only: not at this order’s time'}
    </span>
  );
}

function ChoicePicker({ food, onAdd }: { food: Food; onAdd: (picked: PickedChoice[]) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string>();

  function toggle(group: OptionGroup, id: number) {
    setError(undefined);
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else {
        if (group.max === 1) for (const choice of group.choices) next.delete(choice.id);
        next.add(id);
      }
      return next;
    });
  }
  function confirm() {
    const ids = food.optionGroups.flatMap((group) =>
      group.choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id),
    );
    const verdict = checkSelection(food.name, food.optionGroups, ids);
    if (!verdict.ok) return setError(say(verdict.message));
    onAdd(verdict.picked);
  }

  return (
    <div
      role="group"
      aria-label={`Choices for ${food.name}`}
      className="flex flex-col gap-3 border-t border-stone-200 px-3 py-2"
    >
      {food.optionGroups.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-1">
          <legend className="text-sm">
            <span className="font-bold">{group.name}</span>{' '}
            <span className="text-stone-600">{groupRule(group)}</span>
          </legend>
          {group.choices.map((choice) => (
            <label
              key={choice.id}
              className={`flex min-h-9 items-center gap-2 ${choice.unavailableToday ? 'text-stone-400 line-through' : ''}`}
            >
              <input
                type={group.max === 1 && group.required ? 'radio' : 'checkbox'}
                name={`phone-${food.id}-${group.id}`}
                checked={chosen.has(choice.id)}
                disabled={choice.unavailableToday}
                onChange={() => toggle(group, choice.id)}
                className="size-5 accent-brand-700"
              />
              <span className="flex-1">{choice.name}</span>
              {nairaToKobo(choice.price) > 0 && (
                <span className="text-sm tabular-nums">
                  +{formatMoney(nairaToKobo(choice.price))}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      ))}
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <Button onClick={confirm}>Add {food.name} to the order</Button>
    </div>
  );
}
