// What this phone kept (the session, the cart) is read back at every start, maybe written by an
// older version of the app in another shape. It is checked field by field against a short
// description, not with the domain's schemas: those would bring zod into every page's first
// download (docs/decisions/0024-answers-checked-where-they-are-made.md).

/** A field's type: text, a number, true or false, or text that may be null. */
export type StoredField = 'string' | 'number' | 'boolean' | 'string?';

/** Whether `value` is an object holding every field of `shape`, each of its type. */
export function hasShape(
  value: unknown,
  shape: Readonly<Record<string, StoredField>>,
): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(shape).every(([name, type]) =>
    type === 'string?'
      ? fields[name] === null || typeof fields[name] === 'string'
      : typeof fields[name] === type,
  );
}
