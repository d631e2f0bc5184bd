import type { Language } from '../languages';
import type { Catalog } from '../translations';
import { ha } from './ha';
import { ig } from './ig';
import { pcm } from './pcm';
import { yo } from './yo';

/**
 * Every language's catalog beside English (which is the messages table itself). The server and
 * the build read them all; a phone downloads only its own (web/build/catalogs.ts).
 */
export const catalogs: Record<Exclude<Language, 'en'>, Catalog> = { pcm, ha, yo, ig };
