import type { FormEvent } from 'react';
import { messages } from '@buka/domain/messages';
import { promotionInputSchema, promotionMessages, type Promotion } from '@buka/domain/promotions';
import { weekdayNames } from '@buka/domain/shop-clock';
import { ApiError } from '../../../shared/api/client';
import { Select } from '../../../shared/staff/FormControls';
import { SettingCheckbox } from '../../../shared/staff/SettingCheckbox';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useSavePromotion } from '../api/promotions';
import { draftOf, emptyDraft, inputOf, type PromotionDraft } from '../lib/promotion-draft';

/** Create a promotion, or change one (docs/orders.md#promotions: what each field means). */
export function PromotionForm(props: { promotion?: Promotion; onDone: () => void }) {
  const form = useForm<PromotionDraft>(() =>
    props.promotion ? draftOf(props.promotion) : emptyDraft,
  );
  const { values } = form;
  const save = useSavePromotion();
  const code = values.kind === 'code';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(promotionInputSchema, inputOf(values));
    if (!input) return;
    save.mutate(
      { id: props.promotion?.id, input: inputOf(values) },
      {
        onSuccess: () => {
          toast.success(promotionMessages.saved);
          props.onDone();
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
      },
    );
  }

  const toggleDay = (day: number) =>
    form.change('days', (days) =>
      days.includes(day) ? days.filter((each) => each !== day) : [...days, day],
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={props.promotion ? 'Change promotion' : 'New promotion'}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <Select
        label="Kind"
        value={values.kind}
        onChange={(kind) => form.change('kind', kind as PromotionDraft['kind'])}
      >
        <option value="code">A code customers type at checkout</option>
        <option value="offer">An offer applied by itself</option>
      </Select>
      {code && <TextField label="Code" autoCapitalize="characters" {...form.field('code')} />}
      <TextField
        label={code ? 'Name for staff (optional)' : 'Name customers read'}
        placeholder={code ? 'Welcome offer' : 'Free delivery on Fridays over ₦5,000'}
        {...form.field('name')}
      />
      <Select
        label="What it gives"
        value={values.benefit}
        onChange={(benefit) => form.change('benefit', benefit as PromotionDraft['benefit'])}
      >
        <option value="amount">Naira off the food</option>
        <option value="percent">Percent off the food</option>
        <option value="freeDelivery">Free delivery</option>
      </Select>
      {values.benefit === 'amount' && (
        <TextField label="Naira off" inputMode="decimal" {...form.field('amount')} />
      )}
      {values.benefit === 'percent' && (
        <TextField label="Percent off" inputMode="numeric" {...form.field('percent')} />
      )}
      <TextField
        label="Least the food must come to (naira, optional)"
        inputMode="decimal"
        {...form.field('minimum')}
      />
      <SettingCheckbox
        label="First order only"
        hint="Only for a customer with no earlier order (by account or phone) that went ahead"
        checked={values.firstOrderOnly}
        onChange={(checked) => form.change('firstOrderOnly', checked)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="First day" type="date" {...form.field('startsOn')} />
        <TextField label="Last day" type="date" {...form.field('endsOn')} />
        <TextField label="From (Lagos time)" type="time" {...form.field('fromTime')} />
        <TextField label="Until" type="time" {...form.field('untilTime')} />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-stone-800">
          Days (none ticked: every day)
        </legend>
        <div className="flex flex-wrap gap-x-3">
          {weekdayNames.map((dayName, day) => (
            <label key={dayName} className="flex min-h-11 items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={values.days.includes(day)}
                onChange={() => toggleDay(day)}
                className="size-5 accent-brand-700"
              />
              {dayName.slice(0, 3)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Uses in total" inputMode="numeric" {...form.field('maxUses')} />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          {...form.field('maxUsesPerCustomer')}
        />
      </div>
      <SettingCheckbox
        label="Active"
        checked={values.active}
        onChange={(checked) => form.change('active', checked)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          Save promotion
        </Button>
        <Button variant="ghost" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
