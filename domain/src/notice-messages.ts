// The words of the texts the shop sends a customer about their order (push and SMS), in
// English; each language's wording of the same keys is in domain/src/locales/ (docs/languages.md).
// Only the server says them, so the pages never download them.
export const noticeMessages = {
  noticeAcceptedTitle: 'Order #{id} accepted',
  noticeAcceptedBody: 'It will be ready about {time}.',
  noticeOnTheWayTitle: 'Order #{id} is on the way',
  noticeOnTheWayBody: 'It has left the kitchen.',
  noticeReadyTitle: 'Order #{id} is ready for pickup',
  noticeReadyBody: 'Come and collect it.',
  noticePayOnArrival: 'Please have {amount} ready.',
  // Said only in a WhatsApp template's third word (an SMS leaves it out).
  noticeAlreadyPaid: 'It is already paid.',
  noticeDeliveredTitle: 'Order #{id} delivered',
  noticeCollectedTitle: 'Order #{id} collected',
  noticeEnjoy: 'Enjoy your meal!',
  noticeCanceledTitle: 'Order #{id} canceled',
  noticeYouCanceled: 'You canceled it yourself.',
  noticeWeCanceled: 'Sorry, we canceled it.',
  noticeCancelReason: 'Reason: {reason}.',
  noticeRefund: 'Your payment will be refunded.',
  // Said only in a WhatsApp template's third word, which may not be empty.
  noticeNoReason: 'We could not take it this time.',
  // An SMS opens with the shop's name and the order: 'Buka: your order #42 accepted. …'
  noticeSmsOpening: '{shop}: {title}.',
} as const;

export type NoticeKey = keyof typeof noticeMessages;
/** A language's wording of every text the shop sends. */
export type NoticeCatalog = Record<NoticeKey, string>;
