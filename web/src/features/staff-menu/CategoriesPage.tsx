import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { categoryInputSchema } from '@buka/domain/categories';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../shared/api/client';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { useAddCategory, useCategories } from './api/categories';
import { CategoryRow } from './components/CategoryRow';

/**
 * /admin/menu/categories (docs/screens.md#staff-area): the shop's categories in the menu's
 * order; staff add, rename, move up or down, hide and delete them.
 */
export default function CategoriesPage() {
  const categories = useCategories();
  const list = categories.data ?? [];

  return (
    <>
      <PageTitle
        aside={
          <Link to="/admin/menu" className="font-semibold text-brand-700 underline">
            Back to the menu
          </Link>
        }
      >
        Categories
      </PageTitle>
      <p className="mb-4 max-w-prose text-sm text-stone-700">
        The menu shows its categories in this order. A hidden category and its dishes are not shown
        to customers until you show it again.
      </p>
      <AddCategoryForm />
      {categories.isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> Loading the categories…
        </p>
      ) : categories.isError ? (
        <LoadFailed error={categories.error} retry={() => void categories.refetch()} />
      ) : (
        <ol aria-label="Categories" className="flex max-w-2xl flex-col gap-2">
          {list.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === list.length - 1}
              others={list.filter((other) => other.id !== category.id)}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function AddCategoryForm() {
  const add = useAddCategory();
  const form = useForm({ name: '' });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(categoryInputSchema);
    if (!input) return;
    add.mutate(input.name, {
      onSuccess: (category) => {
        form.setValues({ name: '' });
        toast.success(`${category.name} added, last on the menu`);
      },
      onError: (failure) =>
        form.setFieldError(
          'name',
          failure instanceof ApiError ? failure.message : messages.somethingWentWrong,
        ),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mb-6 flex max-w-2xl flex-wrap items-end gap-3">
      <TextField
        label="New category"
        {...form.field('name')}
        maxLength={60}
        placeholder="e.g. Swallow"
        className="min-w-0 flex-1 basis-48"
      />
      <Button type="submit" loading={add.isPending} className="min-h-11">
        Add category
      </Button>
    </form>
  );
}
