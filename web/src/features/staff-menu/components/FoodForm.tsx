import { useState, type FormEvent } from 'react';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { ImageUpload } from '../../../shared/uploads/ImageUpload';
import { useForm } from '../../../shared/validation/use-form';
import { useSaveFood, type FoodDraft } from '../api/save-food';
import { useCategories } from '../api/categories';
import { Select, TextArea } from '../../../shared/staff/FormControls';
import { checkDraft, emptyDraft, isNumberAsTyped } from '../lib/food-draft';

interface FoodFormProps {
  /** The food being edited; a new food when absent. */
  food?: Food;
  initial?: FoodDraft;
  onSaved?: (food: Food) => void;
}

/** docs/screens.md#staff-area Add Food and docs/server-rules.md#validation: the form both for a new food and for editing one. */
export function FoodForm({ food, initial = emptyDraft, onSaved }: FoodFormProps) {
  const save = useSaveFood(food?.id);
  const categories = useCategories().data ?? [];
  const form = useForm(initial);
  const { values: draft, errors, change: set } = form;
  // What the last save said, under the form: saving, saved, or why not.
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const setNumber = (field: 'price' | 'stock', value: string) => {
    if (isNumberAsTyped(value.trim(), field)) return set(field, value.trim());
    form.setFieldError(field, messages.invalidNumber);
    toast.error(messages.invalidNumber);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) {
      form.setErrors({ [check.field]: check.message });
      setStatus({ text: check.message, failed: true });
      toast.error(check.message);
      return;
    }
    setStatus({ text: messages.savingProduct, failed: false });
    save.mutate(draft, {
      onSuccess: (saved) => {
        setStatus({ text: messages.productSaved, failed: false });
        toast.success(messages.productSaved);
        if (!food) form.setValues(emptyDraft);
        onSaved?.(saved);
      },
      onError: (failure) => {
        if (failure instanceof ApiError) {
          // The server says which field is wrong in the user's words; the toast is the spec's.
          setStatus({ text: failure.message, failed: true });
          toast.error(messages.productSaveError);
        } else {
          setStatus({ text: messages.productSaveException, failed: true });
          toast.error(messages.productSaveException);
        }
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6"
    >
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        error={errors.name}
        maxLength={80}
        autoComplete="off"
        onChange={(e) => set('name', e.target.value)}
      />
      <TextArea
        label="Description"
        value={draft.description}
        onChange={(value) => set('description', value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Price (₦)"
          name="price"
          inputMode="decimal"
          value={draft.price}
          error={errors.price}
          onChange={(e) => setNumber('price', e.target.value)}
        />
        <TextField
          label="Calories (optional)"
          name="calories"
          value={draft.calories}
          error={errors.calories}
          maxLength={40}
          onChange={(e) => set('calories', e.target.value)}
        />
        <TextField
          label="Quantity in stock"
          name="stock"
          inputMode="numeric"
          value={draft.stock}
          error={errors.stock}
          onChange={(e) => setNumber('stock', e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-900">
          Served only at some times (optional)
        </legend>
        <div className="grid grid-cols-2 gap-4 sm:w-96">
          <TextField
            label="From"
            name="availableFrom"
            type="time"
            value={draft.availableFrom}
            error={errors.availableFrom}
            onChange={(e) => set('availableFrom', e.target.value)}
          />
          <TextField
            label="Until"
            name="availableUntil"
            type="time"
            value={draft.availableUntil}
            error={errors.availableUntil}
            onChange={(e) => set('availableUntil', e.target.value)}
          />
        </div>
        <p className="text-sm text-stone-600">
          Breakfast until 11:00, say. Outside these times customers see the dish but cannot add it.
          Leave both empty to serve it whenever the shop is open.
        </p>
      </fieldset>
      <Select
        label="Category"
        value={draft.categoryId}
        error={errors.categoryId}
        onChange={(value) => set('categoryId', value)}
      >
        <option value="">Select category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.hidden ? `${category.name} (hidden)` : category.name}
          </option>
        ))}
      </Select>
      <ImageUpload
        label="Food image"
        purpose="food"
        value={draft.imageURL}
        error={errors.imageURL}
        onChange={(url) => set('imageURL', url)}
        // The saved food keeps showing its picture until it is saved with another one.
        keepStored={(url) => url === food?.imageURL}
      />
      <p
        role="status"
        className={`min-h-5 text-sm ${status?.failed ? 'text-red-700' : 'text-stone-700'}`}
      >
        {status?.text}
      </p>
      <Button type="submit" loading={save.isPending} className="self-start">
        {save.isPending ? messages.savingProduct : 'Save'}
      </Button>
    </form>
  );
}
