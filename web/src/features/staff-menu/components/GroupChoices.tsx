import { MAX_CHOICES_PER_GROUP } from '@buka/domain/dish-options';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import type { GroupDraft } from '../api/option-groups';

type Choice = GroupDraft['choices'][number];

/** The group's choices, each a name and a price, added and removed up to the most allowed. */
export function GroupChoices({
  choices,
  onChange,
}: {
  choices: Choice[];
  onChange: (choices: Choice[]) => void;
}) {
  const setChoice = (index: number, change: Partial<Choice>) =>
    onChange(choices.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-bold text-stone-900">Choices</legend>
      <ul className="flex flex-col gap-2">
        {choices.map((choice, index) => (
          <li
            key={choice.id ?? `new-${index}`}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-2 border-b border-stone-200 pb-2"
          >
            <TextField
              label={`Choice ${index + 1}`}
              value={choice.name}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setChoice(index, { name: event.target.value })}
            />
            <TextField
              label="Price (₦)"
              aria-label={`Price of choice ${index + 1} (₦)`}
              inputMode="decimal"
              placeholder="0"
              value={choice.price}
              onChange={(event) => setChoice(index, { price: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={`Remove choice ${choice.name || index + 1}`}
              disabled={choices.length <= 1}
              onClick={() => onChange(choices.filter((_, at) => at !== index))}
              className="col-span-2 justify-self-start text-red-700"
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        disabled={choices.length >= MAX_CHOICES_PER_GROUP}
        onClick={() => onChange([...choices, { name: '', price: '' }])}
      >
        Add choice
      </Button>
    </fieldset>
  );
}
