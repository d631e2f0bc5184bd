import { TextField } from '../../../shared/ui/TextField';
import { SettingCheckbox } from '../../../shared/staff/SettingCheckbox';
import type { GroupDraft } from '../api/option-groups';

type GroupRule = Pick<GroupDraft, 'required' | 'min' | 'max'>;

/** How many of the group's choices a customer takes: whether they must, the fewest, the most. */
export function GroupRuleFields({
  draft,
  onChange,
}: {
  draft: GroupRule;
  onChange: (change: Partial<GroupRule>) => void;
}) {
  return (
    <>
      <SettingCheckbox
        label="Customers must choose"
        hint={
          draft.required
            ? 'The dish cannot go in the cart without a choice from this group.'
            : 'Optional: customers may skip it.'
        }
        checked={draft.required}
        onChange={(required) => onChange({ required })}
      />
      <div className="grid grid-cols-2 gap-3">
        {draft.required && (
          <TextField
            label="Fewest to choose"
            inputMode="numeric"
            value={draft.min}
            onChange={(event) => onChange({ min: event.target.value })}
          />
        )}
        <TextField
          label="Most to choose"
          inputMode="numeric"
          value={draft.max}
          onChange={(event) => onChange({ max: event.target.value })}
        />
      </div>
    </>
  );
}
