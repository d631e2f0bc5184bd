import { drawerCloseSchema, drawerDifference } from '@buka/domain/drawer';
import type { CashUpDay } from '@buka/domain/reports';
import { formatWeekdayDate } from '@buka/domain/shop-clock';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { nairaMoney } from '../../../shared/ui/price';
import { TextArea } from '../../../shared/staff/FormControls';
import { useForm } from '../../../shared/validation/use-form';
import { useCloseDay } from '../api/drawer';
import { DrawerDifference } from './DrawerDifference';

const countedCash = drawerCloseSchema.shape.cash;

/** What a typed amount is against what is expected, while it is being typed; null until it reads. */
function differenceOf(typed: string, expected: number): number | null {
  if (typed.trim() === '') return null;
  const counted = countedCash.safeParse(typed);
  return counted.success ? drawerDifference(counted.data, expected) : null;
}

/**
 * Closing the day (docs/operations.md#the-drawer-counted): the cash counted in the drawer, and
 * for a shop whose phone customers paid by transfer, what the bank's app shows; over or short
 * as it is typed; a note; then the day is closed with its count kept.
 */
export function DrawerCountForm({ day }: { day: CashUpDay }) {
  const close = useCloseDay();
  const form = useForm({ cash: '', transfers: '', note: '' });
  const { values, field, validate } = form;
  // No transfers expected: no box for them (a shop that takes none never sees it).
  const transfers = day.transferOrders > 0;
  const cashDifference = differenceOf(values.cash, day.cashInHand);
  const transferDifference = differenceOf(values.transfers, day.transferExpected);

  const submit = () => {
    const count = validate(drawerCloseSchema, {
      cash: values.cash,
      transfers: transfers ? values.transfers : 0,
      note: values.note,
    });
    if (count) close.mutate({ date: day.date, count });
  };

  return (
    <form
      aria-label="Count the drawer"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-bold">
        Count the drawer and close {formatWeekdayDate(day.date)}
      </h2>
      <TextField
        label="Cash counted in the drawer (₦)"
        inputMode="decimal"
        autoComplete="off"
        {...field('cash')}
      />
      <p role="status" className="-mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        Expected {nairaMoney(day.cashInHand)}
        {cashDifference !== null && <DrawerDifference difference={cashDifference} />}
      </p>
      {transfers && (
        <>
          <TextField
            label="Bank transfers seen in the bank's app (₦)"
            inputMode="decimal"
            autoComplete="off"
            {...field('transfers')}
          />
          <p
            role="status"
            className="-mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700"
          >
            Expected {nairaMoney(day.transferExpected)}
            {transferDifference !== null && <DrawerDifference difference={transferDifference} />}
          </p>
        </>
      )}
      <TextArea
        label="Note (why it is over or short, who counted with you)"
        maxLength={300}
        value={values.note}
        onChange={(note) => form.change('note', note)}
        error={form.errors.note}
      />
      <p className="text-sm text-stone-600">
        Orders and cash can still be taken after closing; a manager can reopen the day to count
        again.
      </p>
      <Button type="submit" loading={close.isPending} className="self-start">
        Close the day
      </Button>
    </form>
  );
}
