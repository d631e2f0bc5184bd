import type { Language } from '../languages';
import type { NoticeCatalog } from '../notice-messages';
import type { Catalog } from '../translations';
import { ha, haNotices } from './ha';
import { ig, igNotices } from './ig';
import { pcm, pcmNotices } from './pcm';
import { yo, yoNotices } from './yo';

/**
 * Every language's catalog beside English (which is the messages table itself). The server and
 * the build read them all; a phone downloads only its own (web/build/catalogs.ts).
 */
export const catalogs: Record<Exclude<Language, 'en'>, Catalog> = { pcm, ha, yo, ig };

/** The texts the shop sends, in each language beside English (only the server reads them). */
export const noticeCatalogs: Record<Exclude<Language, 'en'>, NoticeCatalog> = {
  pcm: pcmNotices,
  ha: haNotices,
  yo: yoNotices,
  ig: igNotices,
};
