import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@buka/domain/page-render';
import { productsQuery } from '../shared/api/get-products';
import { settingsQuery } from '../shared/api/get-settings';

// A page drawn on the server carries the answers it was drawn from, so the browser takes it over
// with the same data instead of asking for it again.
const PAGE_DATA_ID = 'page-data';

/** The menu and the settings as the page's queries hold them. */
export function seedPageData(queryClient: QueryClient, data: PageData): void {
  queryClient.setQueryData(productsQuery.queryKey, data.products.products);
  queryClient.setQueryData(settingsQuery.queryKey, data.settings);
}

/**
 * The data as a script tag that never runs (JSON, which the CSP lets through). Escaping '<'
 * keeps a dish named '</script>' inside it.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data this page was drawn from on the server; null for a page the browser draws. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
