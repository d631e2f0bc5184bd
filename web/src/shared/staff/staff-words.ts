import { messages } from '@buka/domain/messages';
import { addFallbackWords } from '../i18n/i18n';

// The staff's sentences no catalog carries (STAFF_ONLY_KEYS stay English): the pages' code has
// no English table, so the staff area brings it, and `t` says a staff sentence in English.
addFallbackWords(messages);
