import { z } from 'zod';
import { LANGUAGES } from './languages';

// Apart from languages.ts, which the pages' first download carries: zod loads later.
export const languageSchema = z.enum(LANGUAGES);
/** PUT /api/me/language: a signed-in customer's choice, kept on their account. */
export const languageChoiceSchema = z.object({ language: languageSchema });
