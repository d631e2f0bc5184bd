import { useRef, useState, type ChangeEvent, type SetStateAction } from 'react';
import type { z } from 'zod';
import { dismissToast, toast } from '../toast/toast-store';
import { fieldErrors, type FieldErrors } from './form-errors';

/** The names of a form's fields that hold text, the ones `field()` binds to an input. */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/**
 * The one way a form keeps what is typed (docs/decisions/0008-one-way-to-write-a-form.md): the
 * values, an error under each field, and an error about the whole form (a refusal, a missing
 * reason). Each form decides when it checks and what it says; this holds the state.
 *
 * - `field(name)` binds a text input: typing clears that field's error (and the toast, when it
 *   was about that field). `change(name, value)` does the same for any other control.
 * - `set(name, value)` changes a value and leaves the errors as they are.
 * - `validate(schema)` parses the values with a domain schema: the errors show under each
 *   field, the first also as a toast, and that field takes the focus.
 */
export function useForm<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  // The toast saying the first error, and the field it is about.
  const said = useRef<{ field: string; toast: number } | null>(null);

  function set<K extends keyof T & string>(name: K, value: SetStateAction<T[K]>) {
    setValues((current) => ({
      ...current,
      [name]: typeof value === 'function' ? (value as (was: T[K]) => T[K])(current[name]) : value,
    }));
  }

  /** Shows one field's error (none clears it). */
  function setFieldError(name: keyof T & string, message: string | undefined) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function change<K extends keyof T & string>(name: K, value: SetStateAction<T[K]>) {
    set(name, value);
    setFieldError(name, undefined);
    if (said.current?.field === name) {
      dismissToast(said.current.toast);
      said.current = null;
    }
  }

  function field(name: TextKey<T>) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change(name, event.target.value as T[typeof name]),
    };
  }

  /** The parsed values, or null after showing what is wrong. */
  function validate<Out>(schema: z.ZodType<Out>, input: unknown = values): Out | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = fieldErrors(result.error);
    setErrors(found);
    const first = Object.entries(found).find(([, message]) => message);
    if (first) {
      const [field, message] = first;
      said.current = { field, toast: toast.error(message!) };
      focusField(field);
    }
    return null;
  }

  return {
    values,
    setValues,
    set,
    change,
    field,
    validate,
    errors,
    setErrors,
    setFieldError,
    error,
    setError,
  };
}

/** Brings a wrong field into view and into focus, so the customer sees what to fix. */
function focusField(name: string): void {
  const element = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
