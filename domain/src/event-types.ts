// The kinds of event the live stream sends (events.ts has their schema), without zod: the
// stream's reader is in every signed-in page and reads each event by its kind alone.
export const shopEventTypes = [
  'order.created',
  'order.updated',
  'menu.changed',
  'settings.changed',
] as const;
