import { useId, useState, type FormEvent } from 'react';
import { MAX_CHOICES_PER_GROUP, type AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useDeleteGroup, useSaveGroup, type GroupDraft } from '../api/option-groups';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';
import { SettingCheckbox } from '../../../shared/staff/SettingCheckbox';
import { draftFromGroup, emptyGroupDraft } from '../lib/group-draft';

interface GroupFormProps {
  /** The group being edited; a new group when absent. */
  group?: AdminOptionGroup;
  /** The other dishes the group is on, by name: an edit changes them too. */
  alsoOn?: readonly string[];
  onSaved: (group: AdminOptionGroup) => void;
  onCancel: () => void;
}

const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : messages.somethingWentWrong;

/**
 * A group of choices as staff type it: 'Protein', required, choose 1, chicken ₦1,500, beef
 * ₦1,000. The server checks the rules (fewest ≤ most ≤ number of choices, names, prices) and its
 * words show here as they come.
 */
export function GroupForm({ group, alsoOn = [], onSaved, onCancel }: GroupFormProps) {
  const save = useSaveGroup();
  const form = useForm<GroupDraft>(() => (group ? draftFromGroup(group) : emptyGroupDraft));
  const { values: draft, error, setError } = form;
  const titleId = useId();
  const title = group ? `Edit group ${group.name}` : 'New group of choices';

  const set = (change: Partial<GroupDraft>) => {
    form.setValues((was) => ({ ...was, ...change }));
    setError(undefined);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: group?.id, draft },
      {
        onSuccess: onSaved,
        onError: (failure) => setError(failureText(failure)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h3 id={titleId} className="font-bold text-stone-900">
        {title}
      </h3>
      {alsoOn.length > 0 && (
        <p className="text-sm text-amber-800">
          This group is also on {alsoOn.join(', ')}: a change shows there too.
        </p>
      )}
      <TextField
        label="Group name"
        value={draft.name}
        maxLength={60}
        placeholder="Protein, Extras, Size…"
        autoComplete="off"
        onChange={(event) => set({ name: event.target.value })}
      />
      <SettingCheckbox
        label="Customers must choose"
        hint={
          draft.required
            ? 'The dish cannot go in the cart without a choice from this group.'
            : 'Optional: customers may skip it.'
        }
        checked={draft.required}
        onChange={(required) => set({ required })}
      />
      <div className="grid grid-cols-2 gap-3">
        {draft.required && (
          <TextField
            label="Fewest to choose"
            inputMode="numeric"
            value={draft.min}
            onChange={(event) => set({ min: event.target.value })}
          />
        )}
        <TextField
          label="Most to choose"
          inputMode="numeric"
          value={draft.max}
          onChange={(event) => set({ max: event.target.value })}
        />
      </div>
      <ChoicesFieldset choices={draft.choices} onChange={(choices) => set({ choices })} />
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          Save group
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        {group && (
          <DeleteGroup
            group={group}
            alsoOn={alsoOn}
            disabled={save.isPending}
            onDeleted={onCancel}
            onFailed={(failure) => setError(failureText(failure))}
          />
        )}
      </div>
    </form>
  );
}

type Choice = GroupDraft['choices'][number];

/** The group's choices, each a name and a price, added and removed up to the most allowed. */
function ChoicesFieldset({
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

/** Delete group, once staff confirm: it leaves every dish it is on. */
function DeleteGroup({
  group,
  alsoOn,
  disabled,
  onDeleted,
  onFailed,
}: {
  group: AdminOptionGroup;
  alsoOn: readonly string[];
  disabled: boolean;
  onDeleted: () => void;
  onFailed: (failure: unknown) => void;
}) {
  const removal = useDeleteGroup();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700"
        onClick={() => setConfirming(true)}
        disabled={disabled}
      >
        Delete group
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Delete the group ${group.name}?`}
          confirmLabel="Delete group"
          busy={removal.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            removal.mutate(group.id, {
              onSuccess: onDeleted,
              onError: onFailed,
              onSettled: () => setConfirming(false),
            })
          }
        >
          It leaves every dish it is on{alsoOn.length > 0 ? `, ${alsoOn.join(', ')} too` : ''}.
          Orders already placed keep their choices.
        </ConfirmDialog>
      )}
    </>
  );
}
