import { groupThousands } from './money';

// Saying a sentence of a catalog (docs/languages.md#saying-a-sentence). The build and the server
// compile each sentence once with Lingui's compiler (@lingui/message-utils); this is what turns
// a compiled sentence and its values into words, on the pages and on the server alike. It does
// what Lingui's runtime did with the ICU forms our tables may use (plural and select), but writes the
// count as Buka writes every number, instead of building an Intl.NumberFormat: the first one a
// page builds costs tens of milliseconds of a phone's main thread
// (docs/decisions/0023-our-own-sentence-formatter.md).

/**
 * A placeholder (`[name]`), a plural (`[name, 'plural', cases]`) or a choice by value
 * (`[name, 'select', cases]`), as Lingui compiles them; the build refuses any other ICU form.
 */
export type CompiledToken = string | readonly [name: string, kind?: string, cases?: unknown];

/** A plural's or a choice's sentences by case ('one', 'other', '0', a value), and its offset. */
type Cases = Readonly<Record<string, CompiledMessage | undefined>>;

/** A sentence compiled by Lingui's `compileMessage`: plain text, or text and tokens. */
export type CompiledMessage = string | readonly CompiledToken[];

/** A language's sentences by key, compiled. */
export type CompiledCatalog = Record<string, CompiledMessage>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural form of `count` in `language` ('one', 'other', …), from the platform's rules. */
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The words of a compiled sentence in `language`, its placeholders filled from `values`. A plural
 * takes its exact case (`=0`) first, else its CLDR form, else `other`, with `#` the count; a
 * placeholder without a value is left out, as Lingui left it.
 */
export function formatCompiled(
  message: CompiledMessage,
  language: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const words = (tokens: CompiledMessage, count?: number): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? groupThousands(count) : token;
      } else if (!token[2]) {
        // A placeholder; a number or date form (which the tables never use) shows its bare value.
        out += String(values[token[0]] ?? '');
      } else {
        const [name, kind] = token;
        const cases = token[2] as Cases;
        const value = values[name];
        const count = Number(value);
        const chosen =
          kind === 'plural' && Number.isFinite(count)
            ? (cases[count] ?? cases[pluralForm(language, count)] ?? cases.other)
            : (cases[String(value)] ?? cases.other);
        out += chosen === undefined ? '' : words(chosen, kind === 'plural' ? count : undefined);
      }
    }
    return out;
  };
  return words(message);
}
