import type { FormEvent } from 'react';
import type { DaySummarySettingsAnswer as Saved } from '@buka/domain/day-summary';
import { normalizePhone } from '@buka/domain/phone-numbers';
import { ApiError } from '../../../shared/api/client';
import { LoadFailed } from '../../../shared/staff/LoadFailed';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useDaySummarySettings, useSaveDaySummarySettings } from '../api/day-summary-settings';
import {
  fromDaySummaryDraft,
  phoneFieldName,
  toDaySummaryDraft,
  type DaySummaryDraft,
} from '../lib/day-summary-draft';

const section =
  'flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6';

/**
 * Who gets the day's summary at closing time (docs/operations.md#the-day-summary): saved on its
 * own, apart from the shop's public settings, since these numbers are the owner's.
 */
export function DaySummarySettings() {
  const saved = useDaySummarySettings();
  return (
    <section aria-label="Day summary" className={`${section} mt-5`}>
      <div>
        <h2 className="text-base font-bold text-stone-900">Day summary</h2>
        <p className="text-sm text-stone-600">
          At closing time the day's orders, sales, refunds, cash and best dishes go by text to the
          numbers below. The dashboard shows the same card every day.
        </p>
      </div>
      {saved.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : saved.isError ? (
        <LoadFailed error={saved.error} retry={() => void saved.refetch()} />
      ) : (
        <DaySummaryForm saved={saved.data} />
      )}
    </section>
  );
}

function DaySummaryForm({ saved }: { saved: Saved }) {
  const form = useForm<DaySummaryDraft>(() => toDaySummaryDraft(saved));
  const { values, errors, setErrors } = form;
  const save = useSaveDaySummarySettings();

  function setPhone(index: number, phone: string) {
    form.set('phones', (phones) => phones.map((each, at) => (at === index ? phone : each)));
    setErrors((current) => ({ ...current, [phoneFieldName(index)]: undefined }));
  }

  // A staff member's mobile goes in the first empty field, unless it is already there.
  const chosen = new Set(values.phones.map((phone) => normalizePhone(phone)));
  const free = values.phones.findIndex((phone) => phone.trim() === '');
  const pickable = saved.staff.filter((member) => !chosen.has(normalizePhone(member.phone)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = fromDaySummaryDraft(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(Object.values(checked.errors)[0] ?? 'Please correct the marked fields');
      return;
    }
    setErrors({});
    save.mutate(checked.settings, {
      onSuccess: (settings) => {
        form.setValues(toDaySummaryDraft(settings));
        toast.success(settings.enabled ? 'Day summary on' : 'Day summary off');
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : 'The day summary was not saved. Try again',
        ),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => {
            form.set('enabled', event.target.checked);
            setErrors({});
          }}
          className="size-5 accent-brand-700"
        />
        Send the day summary at closing time
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        {values.phones.map((phone, index) => (
          <TextField
            key={index}
            name={phoneFieldName(index)}
            label={index === 0 ? 'Send it to (mobile)' : `Also to (mobile ${index + 1})`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={30}
            placeholder="0803 123 4567"
            value={phone}
            error={errors[phoneFieldName(index)]}
            onChange={(event) => setPhone(index, event.target.value)}
          />
        ))}
      </div>
      {pickable.length > 0 && free >= 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-700">Staff:</span>
          {pickable.map((member) => (
            <Button
              key={member.phone}
              variant="secondary"
              aria-label={`Send it to ${member.name}, ${member.phone}`}
              onClick={() => setPhone(free, member.phone)}
            >
              {member.name}
            </Button>
          ))}
        </div>
      )}
      <p className="text-sm text-stone-600">
        The owner's or any staff member's Nigerian mobile. Texts need an SMS provider (see the
        README); without one the summary is only on the dashboard.
      </p>
      <Button type="submit" variant="secondary" loading={save.isPending} className="self-start">
        Save day summary
      </Button>
    </form>
  );
}
