import fc from 'fast-check';
import type { z } from 'zod';

// Reads a zod schema's definition and answers values that mostly pass it: the fuzzer starts
// from requests the route would take, then breaks them in one place at a time, so every check
// behind the first one is reached too. zod 4 keeps its definition under `_zod.def`; only the
// kinds our domain schemas use are read, anything else becomes any JSON value.

interface Check {
  _zod: {
    def: {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: number;
      inclusive?: boolean;
      format?: string;
      pattern?: RegExp;
    };
  };
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Check[];
  coerce?: boolean;
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def) {
  const found: {
    min?: number;
    max?: number;
    gt?: number;
    lt?: number;
    int: boolean;
    pattern?: RegExp;
  } = { int: false };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') found.min = c.minimum;
    if (c.check === 'max_length') found.max = c.maximum;
    if (c.check === 'length_equals') found.min = found.max = c.length;
    if (c.check === 'greater_than') found.gt = c.inclusive ? c.value : (c.value ?? 0) + 1e-9;
    if (c.check === 'less_than') found.lt = c.inclusive ? c.value : (c.value ?? 0) - 1e-9;
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) found.int = true;
    if (c.check === 'string_format' && c.pattern) found.pattern = c.pattern;
  }
  return found;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  if (def.format === 'url') return fc.webUrl();
  if (def.format === 'email') return fc.emailAddress();
  const { min = 0, max = 60, pattern } = checksOf(def);
  const cap = Math.min(max, 60);
  if (pattern) return fc.stringMatching(pattern).map((text) => text.slice(0, max));
  return fc.string({ minLength: Math.min(min, cap), maxLength: Math.max(cap, min) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number | string> {
  const { gt, lt, int } = checksOf(def);
  // Unbounded sides reach past 32 bits: a database column may be narrower than the schema.
  const min = gt ?? -Number.MAX_SAFE_INTEGER;
  const max = lt ?? Number.MAX_SAFE_INTEGER;
  const within = (low: number, high: number): fc.Arbitrary<number> =>
    int
      ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
      : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  const near = within(Math.max(min, -1_000), Math.min(max, Math.max(min, -1_000) + 2_000));
  const numbers = fc.oneof(near, within(min, max));
  // z.coerce takes "12" as well as 12; forms and query strings send text.
  return def.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
}

/** Values shaped like the schema's input: most pass, a few trip a limit at its edge. */
export function schemaArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = schemaArbitrary(field);
        const optin = (field as unknown as { _zod: { optin?: string } })._zod.optin;
        if (optin !== 'optional') required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      const { min = 0, max = 5 } = checksOf(def);
      return fc.array(schemaArbitrary(def.element as z.ZodType), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max, 5)),
      });
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return schemaArbitrary(def.innerType as z.ZodType);
    case 'nullable':
      return fc.option(schemaArbitrary(def.innerType as z.ZodType), { nil: null, freq: 5 });
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: the schema after it says the shape.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform'
        ? schemaArbitrary(def.out as z.ZodType)
        : schemaArbitrary(input);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(schemaArbitrary));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
