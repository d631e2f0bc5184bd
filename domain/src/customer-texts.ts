import { z } from 'zod';
import { LANGUAGES } from './languages';

// The shop's own wording of the sentences its customers read (docs/languages.md#the-shops-own-words;
// why stored and applied this way: docs/decisions/0014-the-shops-own-words.md).

/**
 * The staff's words about the corrections, kept out of the customers' table (messages.ts) so that
 * no customer page carries them; like every staff sentence they stay English.
 */
export const customerTextsMessages = {
  textUnknown: 'This sentence is not one the shop can change',
  textEmpty: 'Write the sentence, or reset it to the default',
  textTooLong: 'A sentence may have at most {max} characters',
  textPlaceholders: 'Keep the placeholders of the default, no more and no fewer: {expected}',
  textBraces:
    'Each opening brace needs its closing brace: write the placeholders as the default does',
  textSaved: 'Saved: customers see your wording now',
  textReset: 'Back to the default wording',
  textsReviewedSaved: 'Saved',
} as const;

/** Longer than any sentence of the table; an SMS is cut at two parts anyway. */
export const MAX_WORDING_LENGTH = 500;

export const textsLanguageSchema = z.enum(LANGUAGES);

/** PUT /api/admin/texts/:language/:key: the shop's wording of one sentence. */
export const correctionRequestSchema = z.object({ wording: z.string().max(5_000) });

/** PUT /api/admin/texts/:language/reviewed: the shop has read this language through (or not). */
export const reviewedRequestSchema = z.object({ reviewed: z.boolean() });

/** One sentence as the owner corrects it: English, the language's default, the shop's wording. */
export const customerTextSchema = z.object({
  key: z.string(),
  /**
   * 'page': shown on the first pages (the menu, the home page, every page's frame) and in error
   * answers; 'later': on the pages opened after them (the cart, the checkout, a dish's choices,
   * sign-in, an order's pages); 'answer': the server's own answers a customer meets there;
   * 'notice': in the push and SMS texts.
   */
  kind: z.enum(['page', 'later', 'answer', 'notice']),
  english: z.string(),
  standard: z.string(),
  /** The shop's wording, or null for the default. */
  wording: z.string().nullable(),
});
export type CustomerText = z.infer<typeof customerTextSchema>;

/** GET /api/admin/texts/:language. */
export const customerTextsSchema = z.object({
  language: textsLanguageSchema,
  reviewed: z.boolean(),
  texts: z.array(customerTextSchema),
});
export type CustomerTexts = z.infer<typeof customerTextsSchema>;

/**
 * A language's words as the pages run them (GET /api/texts/:language, and inlined in every page
 * the server sends): the compiled catalog with the shop's corrections in it, the languages the
 * shop has reviewed, and the version of both (it changes with every correction). `later` holds
 * the shop's corrections of the later pages' sentences alone, compiled, and only when there are
 * some: the pages lay them over those sentences whenever their chunk loads
 * (docs/decisions/0014-the-shops-own-words.md).
 */
export const pageTextsSchema = z.object({
  language: textsLanguageSchema,
  version: z.string(),
  reviewed: z.array(textsLanguageSchema),
  messages: z.record(z.string(), z.unknown()),
  later: z.record(z.string(), z.unknown()).optional(),
});
export type PageTexts = z.infer<typeof pageTextsSchema>;
