import type { Language } from '../../languages';
import type { AnswerCatalog, LaterCatalog } from '../../later-translations';
import { haAnswers, haLater } from './ha';
import { igAnswers, igLater } from './ig';
import { pcmAnswers, pcmLater } from './pcm';
import { yoAnswers, yoLater } from './yo';

/** The later pages' words in every language beside English (the build makes a chunk of each). */
export const laterCatalogs: Record<Exclude<Language, 'en'>, LaterCatalog> = {
  pcm: pcmLater,
  ha: haLater,
  yo: yoLater,
  ig: igLater,
};

/** The server's own sentences a customer meets, in every language beside English (server only). */
export const answerCatalogs: Record<Exclude<Language, 'en'>, AnswerCatalog> = {
  pcm: pcmAnswers,
  ha: haAnswers,
  yo: yoAnswers,
  ig: igAnswers,
};
