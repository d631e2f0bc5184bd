import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FormEvent } from 'react';
import type { Settings } from '@buka/domain/settings';
import { ApiError } from '../../shared/api/client';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { settingsQuery } from '../../shared/api/get-settings';
import { useSaveSettings } from './api/save-settings';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { AreasFields } from './components/AreasFields';
import { DaySummarySettings } from './components/DaySummarySettings';
import { fromDraft, toDraft, type SettingsDraft } from './lib/settings-draft';
import { FulfilmentFields } from './components/FulfilmentFields';
import { SettingCheckbox } from '../../shared/staff/SettingCheckbox';
import { OrderLimitsFields } from './components/OrderLimitsFields';
import { PauseControl } from './components/PauseControl';
import { SchedulingFields } from './components/SchedulingFields';
import { SpecialDaysFields } from './components/SpecialDaysFields';
import { TimetableFields } from './components/TimetableFields';

export default function AdminSettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <>
      <PageTitle
        aside={
          <Link
            to="/admin/settings/texts"
            className="text-sm font-semibold text-brand-700 underline"
          >
            Customer texts
          </Link>
        }
      >
        Settings
      </PageTitle>
      {settings.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : settings.isError ? (
        <LoadFailed error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
      <DaySummarySettings />
    </>
  );
}

const contactFields = [
  { key: 'phone', label: 'Phone', max: 30, inputMode: 'tel' },
  { key: 'whatsapp', label: 'WhatsApp number', max: 30, inputMode: 'tel' },
  { key: 'instagram', label: 'Instagram handle', max: 60, inputMode: 'text' },
  { key: 'email', label: 'E-mail', max: 120, inputMode: 'email' },
  { key: 'address', label: 'Street address', max: 200, inputMode: 'text' },
  { key: 'mapUrl', label: 'Map link (directions)', max: 500, inputMode: 'url' },
] as const;

const section =
  'flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6';

/** Everything a customer sees about the shop, changed in one place and applied at once. */
function SettingsForm({ saved }: { saved: Settings }) {
  // The form keeps what staff typed even if the settings change elsewhere meanwhile.
  const form = useForm<SettingsDraft>(() => toDraft(saved));
  const { values: draft, errors, setErrors, set } = form;
  const save = useSaveSettings();
  const queryClient = useQueryClient();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = fromDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error('Please correct the marked fields');
      return;
    }
    setErrors({});
    // The pause has its own control, applied at once: saving the form keeps it as it is now.
    const latest = queryClient.getQueryData(settingsQuery.queryKey) ?? saved;
    const pause = { paused: latest.paused, pausedUntil: latest.pausedUntil };
    save.mutate(
      { ...checked.settings, ...pause },
      {
        onSuccess: (settings) => {
          form.setValues(toDraft(settings));
          toast.success('Settings saved');
        },
        onError: (error) => {
          toast.error(
            error instanceof ApiError ? error.message : 'Settings were not saved. Try again',
          );
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-5">
      <PauseControl />
      <section aria-label="Shop and contacts" className={section}>
        <TextField
          label="Shop name"
          value={draft.name}
          maxLength={60}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {contactFields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              inputMode={field.inputMode}
              value={draft[field.key]}
              maxLength={field.max}
              error={errors[field.key]}
              onChange={(e) => set(field.key, e.target.value)}
            />
          ))}
        </div>
      </section>
      <section aria-label="Opening hours" className={section}>
        <TimetableFields
          value={draft.timetable}
          onChange={(timetable) => set('timetable', timetable)}
          errors={errors}
        />
      </section>
      <section aria-label="Special days" className={section}>
        <SpecialDaysFields
          value={draft.specialDays}
          onChange={(specialDays) => set('specialDays', specialDays)}
          errors={errors}
        />
      </section>
      <section aria-label="Ordering for later" className={section}>
        <SchedulingFields
          value={draft.scheduling}
          onChange={(scheduling) => set('scheduling', scheduling)}
          errors={errors}
        />
      </section>
      <section aria-label="Order limits" className={section}>
        <OrderLimitsFields
          value={draft.orderLimits}
          onChange={(orderLimits) => set('orderLimits', orderLimits)}
          errors={errors}
        />
      </section>
      <section aria-label="Pickup and delivery" className={section}>
        <FulfilmentFields
          value={draft.fulfilment}
          onChange={(fulfilment) => set('fulfilment', fulfilment)}
          errors={errors}
          address={draft.address}
        />
        {/* docs/orders.md#riders: off by default, riders' numbers are their own. */}
        <SettingCheckbox
          label="Customers may call the rider"
          hint="While a delivery is on the way, the customer's order page shows a link to call its rider."
          checked={draft.riderCallLink ?? false}
          onChange={(riderCallLink) => set('riderCallLink', riderCallLink)}
        />
      </section>
      <section aria-label="Delivery areas" className={section}>
        <AreasFields
          value={draft.areas}
          onChange={(areas) => set('areas', areas)}
          errors={errors}
        />
      </section>
      <Button type="submit" loading={save.isPending} className="self-start">
        Save settings
      </Button>
    </form>
  );
}
