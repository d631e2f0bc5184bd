import type { QueryKey } from '@tanstack/react-query';
import type { ShopEvent } from '@buka/domain/events';
import { queryKeys } from '../api/query-keys';

/** The cached answers an event makes stale; the pages showing them refetch at once. */
export function queryKeysFor(event: ShopEvent): QueryKey[] {
  switch (event.type) {
    case 'order.created':
      return [queryKeys.orders.all, queryKeys.admin.orders.all, queryKeys.admin.dashboard];
    case 'order.updated':
      // ['order'] covers every order detail, however its page spells the id.
      return [
        queryKeys.orders.all,
        queryKeys.order.all,
        queryKeys.admin.orders.all,
        queryKeys.admin.dashboard,
      ];
    case 'menu.changed':
      return [
        queryKeys.products,
        queryKeys.admin.dashboard,
        queryKeys.admin.optionGroups,
        queryKeys.admin.menu,
        queryKeys.admin.categories,
      ];
    case 'settings.changed':
      return [queryKeys.settings];
  }
}

// After a drop, anything may have changed while we were not listening.
export const everythingLive: QueryKey[] = [
  queryKeys.orders.all,
  queryKeys.order.all,
  queryKeys.products,
  queryKeys.settings,
  queryKeys.admin.orders.all,
  queryKeys.admin.dashboard,
  queryKeys.admin.optionGroups,
  queryKeys.admin.menu,
  queryKeys.admin.categories,
];
