import type { QueryKey } from '@tanstack/react-query';
import type { ShopEvent } from '@buka/domain/events';

/** The cached answers an event makes stale; the pages showing them refetch at once. */
export function queryKeysFor(event: ShopEvent): QueryKey[] {
  switch (event.type) {
    case 'order.created':
      return [['orders'], ['admin', 'orders'], ['admin', 'dashboard']];
    case 'order.updated':
      // ['order'] covers every order detail, however its page spells the id.
      return [['orders'], ['order'], ['admin', 'orders'], ['admin', 'dashboard']];
    case 'menu.changed':
      return [['products'], ['admin', 'dashboard']];
    case 'settings.changed':
      return [['settings']];
  }
}

// After a drop, anything may have changed while we were not listening.
export const everythingLive: QueryKey[] = [
  ['orders'],
  ['order'],
  ['products'],
  ['settings'],
  ['admin', 'orders'],
  ['admin', 'dashboard'],
];
