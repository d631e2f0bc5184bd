import fc from 'fast-check';

// What an attacker or a broken client sends instead of what a schema asks for: wrong types,
// huge strings and arrays, deep nesting, prototype keys, strings that mean something to a
// database, a shell, a template or a browser.

/** JSON text placed as is where a value goes: nesting too deep to build as a JS value. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify without its recursion (deep values are RawJson) and with own __proto__ keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.getOwnPropertyNames(value).map(
      (key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object whose own key is `__proto__` (an object literal would set the prototype instead). */
export function withOwnKey(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true });
  return target;
}

export const nastyStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e308',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '2147483648',
  '9007199254740991',
  '99999999999999999999',
  ' 101 ',
  '101.5',
  'null',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '..%2f..%2fbuka.db',
  '/uploads/../buka.db',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '%00',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0041',
  '\ufeff',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '$(reboot)`reboot`',
  '\r\nSet-Cookie: a=b',
  'Ａｄａ Ｏｂｉ',
  '😀'.repeat(50),
];

export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom('x', '9', 'é', '<', '\u0000'))
  .map(([length, unit]) => unit.repeat(length));

export const hugeArray = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom<unknown>(0, 'a', {}, null))
  .map(([length, item]) => Array.from({ length }, () => item));

export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return new RawJson(open.repeat(depth) + (open === '[' ? '' : '1') + close.repeat(depth));
  });

export const protoPayload = fc.constantFrom<unknown>(
  { role: 'owner', isAdmin: true },
  { prototype: { role: 'owner' } },
  { toString: 'x', valueOf: 1 },
  'admin',
);

/** An object carrying a prototype-polluting key. */
export const protoObject = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), protoPayload)
  .map(([key, payload]) => withOwnKey({}, key, payload));

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom<unknown>(null, true, false, -0, 2 ** 31, 2 ** 32 + 1, 2 ** 53 - 1, 2 ** 53 + 2),
  fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('1' + '0'.repeat(400))),
);

/** Anything but the right type: every JSON kind, and sizes and shapes no form sends. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [[]], [{}]) },
);

export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isPaid', 'userId', 'id'),
  fc.string({ maxLength: 20 }),
);

/** Follows `steps` into nested objects and arrays; answers the parent and key of the place. */
function placeIn(root: unknown, steps: number[]): { parent: object; key: string } | null {
  let parent: unknown = null;
  let key = '';
  let current = root;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') break;
    const keys = Object.keys(current);
    if (keys.length === 0) break;
    parent = current;
    key = keys[step % keys.length] as string;
    current = (current as Record<string, unknown>)[key];
  }
  return parent ? { parent: parent as object, key } : null;
}

const clone = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(toJson(value)) as unknown);

/**
 * A value the schema would take, broken in one way: a field (at any depth) dropped or given a
 * hostile value, extra fields added, or the whole thing replaced.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const steps = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, steps).map(([value, path]) => {
        const copy = clone(value);
        const place = placeIn(copy, path);
        if (place) delete (place.parent as Record<string, unknown>)[place.key];
        return copy;
      }),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, steps, hostileValue).map(([value, path, hostile]) => {
        const copy = clone(value);
        const place = placeIn(copy, path);
        if (!place) return hostile;
        withOwnKey(place.parent, place.key, hostile);
        return copy;
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 3 }))
        .map(([value, extras]) => {
          const copy = clone(value);
          if (copy === null || typeof copy !== 'object') return copy;
          for (const [key, extra] of extras) withOwnKey(copy, key, extra);
          return copy;
        }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}
