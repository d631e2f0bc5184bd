import { withLaterWords } from '../../../shared/i18n/later-words';

/**
 * The panel and its checkout: their own chunk, not in the first download. Most of it is the
 * checkout's rules, whose evaluation is one unbroken pause of a few hundred milliseconds on a
 * slow phone, so it is not run at start-up on a chance: it loads when the cart holds something
 * (CartRoot) or the customer reaches for the cart button (CartButton), and at the latest when
 * the panel is asked to open (openCart). docs/screens.md#cart-panel.
 */
export const loadCartPanel = withLaterWords(() => import('./CartPanel'));
