import type { Params } from 'react-router';

/** The address a page is about to show: its route's parameters and its query string. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
}

/**
 * What a page module may export beside its page: starts the calls its first render will make
 * (into the query cache, which the page then reads as usual), so that they travel while the
 * app draws its shell. Called once, when the app starts on that page (app/router.tsx,
 * preloadPage); it must ask only what the page itself would ask, and nothing when it would
 * ask nothing (no session, say). See docs/screens.md#first-answers.
 */
export type PagePrefetch = (address: PageAddress) => void;
