import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/default-settings';
import type { PageData } from '@buka/domain/page-render';
import type { Food } from '@buka/domain/products';
import { productsQuery } from '../shared/api/get-products';
import { settingsQuery } from '../shared/api/get-settings';
import { pageDataScript, seedPageData } from './page-data';

const hostile = {
  id: 1,
  name: '</script><script>alert(1)</script>',
  description: '<!-- and a comment',
} as Food;
const data: PageData = { products: { products: [hostile] }, settings: defaultSettings };

describe("a drawn page's data", () => {
  it('stays inside its script tag, whatever a dish is called, and reads back the same', () => {
    const script = pageDataScript(data);
    expect(script.match(/<\/script/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(script);
    expect(JSON.parse(json![1]!)).toEqual(data);
  });

  it('becomes the answers of the queries the pages read', () => {
    const queryClient = new QueryClient();
    seedPageData(queryClient, data);
    expect(queryClient.getQueryData(productsQuery.queryKey)).toEqual([hostile]);
    expect(queryClient.getQueryData(settingsQuery.queryKey)).toEqual(defaultSettings);
  });
});
