import { useId, useState } from 'react';
import type { AdminOptionGroup, OptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { groupRule } from '../../../shared/ui/group-rule';
import { nairaMoney } from '../../../shared/ui/price';
import { useOptionGroups, useSetChoiceUnavailable, useSetDishGroups } from '../api/option-groups';
import { useStaffProducts } from '../api/staff-products';
import { Select } from '../../../shared/staff/FormControls';
import { GroupForm } from './GroupForm';
import { moveGroup } from '../lib/group-draft';

const errorText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : messages.somethingWentWrong;

/**
 * A dish's groups of choices, under its food form: make a group, put one the shop
 * already has on this dish too (one 'Protein' for every rice dish), edit, order, take off, and
 * mark a choice finished for today. Each change is saved at once, on its own.
 */
export function DishGroupsEditor({ food }: { food: Food }) {
  const groups = useOptionGroups();
  const products = useStaffProducts();
  const setGroups = useSetDishGroups();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string>();
  const headingId = useId();

  const onDish = food.optionGroups;
  const ids = onDish.map((group) => group.id);
  const shopGroups = groups.data ?? [];
  const others = shopGroups.filter((group) => !ids.includes(group.id));
  const foodName = (id: number) => products.data?.find((each) => each.id === id)?.name;
  const alsoOn = (group: AdminOptionGroup | undefined) =>
    (group?.dishIds ?? []).filter((id) => id !== food.id).flatMap((id) => foodName(id) ?? []);

  function putGroups(groupIds: number[], done?: () => void) {
    setError(undefined);
    setGroups.mutate(
      { fid: food.id, groupIds },
      { onSuccess: () => done?.(), onError: (failure) => setError(errorText(failure)) },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          Choices and extras
        </h2>
        <p className="text-sm text-stone-600">
          Groups like Protein, Extras or Size, each choice with its price added to the dish&apos;s
          (₦0 for free). Changes here are saved at once.
        </p>
      </div>
      {onDish.length === 0 && (
        <p className="text-sm text-stone-700">
          No choices yet: customers add this dish with one tap.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {onDish.map((group, index) => {
          const shopGroup = shopGroups.find((each) => each.id === group.id);
          return editing === group.id ? (
            <li key={group.id}>
              <GroupForm
                group={shopGroup ?? { ...group, dishIds: [food.id] }}
                alsoOn={alsoOn(shopGroup)}
                onSaved={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <GroupCard
              key={group.id}
              group={group}
              alsoOn={alsoOn(shopGroup)}
              busy={setGroups.isPending}
              first={index === 0}
              last={index === onDish.length - 1}
              onEdit={() => setEditing(group.id)}
              onMove={(by) => putGroups(moveGroup(ids, group.id, by))}
              onRemove={() => putGroups(ids.filter((id) => id !== group.id))}
            />
          );
        })}
      </ol>
      {editing === 'new' ? (
        <GroupForm
          onSaved={(saved) => putGroups([...ids, saved.id], () => setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
          New group
        </Button>
      )}
      {others.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <Select label="Add a group the shop already has" value={picked} onChange={setPicked}>
              <option value="">Choose a group</option>
              {others.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name} ({group.choices.map((choice) => choice.name).join(', ')})
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="secondary"
            disabled={!picked}
            loading={setGroups.isPending}
            onClick={() => putGroups([...ids, Number(picked)], () => setPicked(''))}
          >
            Add to dish
          </Button>
        </div>
      )}
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </section>
  );
}

interface GroupCardProps {
  group: OptionGroup;
  alsoOn: string[];
  busy: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function GroupCard({ group, alsoOn, busy, first, last, onEdit, onMove, onRemove }: GroupCardProps) {
  return (
    <li
      aria-label={`Group ${group.name}`}
      className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-stone-900">{group.name}</h3>
        <span className="text-xs font-semibold text-stone-600">{groupRule(group)}</span>
      </div>
      {alsoOn.length > 0 && <p className="text-xs text-stone-600">Also on {alsoOn.join(', ')}</p>}
      <ul className="flex flex-col divide-y divide-stone-100">
        {group.choices.map((choice) => (
          <ChoiceRow key={choice.id} choice={choice} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-label={`Edit group ${group.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move ${group.name} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move ${group.name} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          ↓
        </Button>
        <Button
          variant="ghost"
          aria-label={`Take off ${group.name}`}
          disabled={busy}
          onClick={onRemove}
          className="text-red-700"
        >
          Take off
        </Button>
      </div>
    </li>
  );
}

/** One choice with its price and a one-tap 'finished today' (back by itself at next opening). */
function ChoiceRow({ choice }: { choice: OptionGroup['choices'][number] }) {
  const mark = useSetChoiceUnavailable();
  const [error, setError] = useState<string>();
  // What staff just tapped shows at once (a controlled box would flick back until the call
  // starts), then the server's answer.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const finished = tapped ?? choice.unavailableToday;
  return (
    <li className="flex flex-col py-1">
      <div className="flex min-h-11 items-center gap-2">
        <span className={`flex-1 ${finished ? 'text-stone-500 line-through' : ''}`}>
          {choice.name}
        </span>
        <span className="text-sm tabular-nums text-stone-700">
          {Number(choice.price) > 0 ? `+${nairaMoney(choice.price)}` : 'free'}
        </span>
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={finished}
            disabled={mark.isPending}
            aria-label={`${choice.name} finished today`}
            onChange={(event) => {
              const unavailable = event.target.checked;
              setTapped(unavailable);
              mark.mutate(
                { id: choice.id, unavailable },
                {
                  onSuccess: () => setError(undefined),
                  onError: (failure) => setError(errorText(failure)),
                  onSettled: () => setTapped(null),
                },
              );
            }}
            className="size-5 accent-brand-700"
          />
          Finished today
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
