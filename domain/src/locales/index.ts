import type { Language } from '../languages';
import type { NoticeCatalog } from '../notice-messages';
import type { PromotionCatalog } from '../promotion-messages';
import type { Catalog } from '../translations';
import { ha, haNotices, haPromotions } from './ha';
import { ig, igNotices, igPromotions } from './ig';
import { pcm, pcmNotices, pcmPromotions } from './pcm';
import { yo, yoNotices, yoPromotions } from './yo';

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

/** What the server says about promotion codes, in each language beside English (server only). */
export const promotionCatalogs: Record<Exclude<Language, 'en'>, PromotionCatalog> = {
  pcm: pcmPromotions,
  ha: haPromotions,
  yo: yoPromotions,
  ig: igPromotions,
};
