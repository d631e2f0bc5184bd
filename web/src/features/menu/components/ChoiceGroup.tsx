import type { OptionGroup } from '@buka/domain/dish-options';
import { formatMoney } from '@buka/domain/money';
import { tl } from '../../../shared/i18n/later';
import { groupRule, isSingleChoice } from '../../../shared/ui/group-rule';
import { koboOf } from '../lib/naira-kobo';

/** One group of a dish's choices: radio buttons when one is chosen, else checkboxes up to its most. */
export function ChoiceGroup(props: {
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
        const price = koboOf(choice.price);
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
