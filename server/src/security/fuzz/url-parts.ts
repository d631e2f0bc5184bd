import fc from 'fast-check';
import { extraKey, hostileScalar, hugeString, mutated, nastyStrings } from './hostile';

// Path parameters and query strings: what the schema takes, broken, and then encoded as a
// browser would, or not encoded at all.

/** encodeURIComponent, which throws on a lone surrogate: that one goes as %ED%A0%80 bytes. */
export function encodeAny(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** A path segment: a value the route takes, a hostile one, or one that escapes its segment. */
export function paramValues(valid: fc.Arbitrary<unknown>, known: string[]): fc.Arbitrary<string> {
  const encoded = fc.oneof(
    valid,
    hostileScalar,
    hugeString.map((text) => text.slice(0, 300)),
  );
  return fc.oneof(
    { weight: 3, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant('1') },
    { weight: 5, arbitrary: encoded.map((value) => encodeAny(asText(value))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '%2e%2e', '..%2f..%2f', '%00', '%', '%zz', '%ff%fe', '/'),
    },
  );
}

function pairsOf(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [['q', asText(value)]];
  }
  const pairs: [string, string][] = [];
  for (const key of Object.getOwnPropertyNames(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (Array.isArray(field))
      for (const item of field.slice(0, 50)) pairs.push([key, asText(item)]);
    else if (field !== null && typeof field === 'object') {
      for (const [inner, text] of pairsOf(field)) pairs.push([`${key}[${inner}]`, text]);
    } else pairs.push([key, asText(field)]);
  }
  return pairs;
}

const encode = ([key, value]: [string, string]) => `${encodeAny(key)}=${encodeAny(value)}`;

/** A query string (with its '?') from the schema's values, broken, duplicated, mis-encoded. */
export function queryStrings(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const fromValues = mutated(valid).map((value) => pairsOf(value).map(encode).join('&'));
  const duplicated = fc
    .tuple(valid, extraKey, hostileScalar)
    .map(([value, key, extra]) =>
      [...pairsOf(value), ...pairsOf(value), [key, asText(extra)] as [string, string]]
        .map(encode)
        .join('&'),
    );
  const raw = fc.constantFrom(
    '',
    '&&&',
    '=',
    '==&=',
    '%',
    '%zz=1',
    'a=%ff%fe',
    '__proto__[role]=admin',
    'constructor[prototype][role]=admin',
    'a[b][c][d][e][f]=1',
    `x=${nastyStrings.map(encodeAny).join(',')}`,
  );
  return fc
    .oneof({ weight: 6, arbitrary: fromValues }, { weight: 2, arbitrary: duplicated }, raw)
    .map((query) => (query ? `?${query}` : ''));
}
