import { useId, type FormEvent } from 'react';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useSaveGroup, type GroupDraft } from '../api/option-groups';
import { draftFromGroup, emptyGroupDraft } from '../lib/group-draft';
import { DeleteGroup } from './DeleteGroup';
import { GroupChoices } from './GroupChoices';
import { GroupRuleFields } from './GroupRuleFields';

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
      <GroupRuleFields draft={draft} onChange={set} />
      <GroupChoices choices={draft.choices} onChange={(choices) => set({ choices })} />
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
