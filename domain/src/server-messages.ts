import { messages as pageMessages } from './messages';

// What the server answers with (docs/messages.md): the pages' words and those only the server
// says (its refusals of requests the pages never make wrongly, the provider and database
// troubles). The server imports `@buka/domain/messages` and gets this table; a browser build gets
// the pages' table alone (domain/package.json maps the import by the "browser" condition).
export const serverOnlyMessages = {
  // docs/messages.md#catalogue: orders
  noOrders: 'You have no orders',
  tooManySignups: 'Too many new accounts from this network. Please wait an hour and try again',
  notFound: 'Not found',
  badAddress: 'This address is not valid',
  addressTooLong: 'This address is too long',
  headersTooLarge: 'The request carries too much in its headers',
  requestTooSlow: 'The request took too long to arrive. Please try again',
  tooManyPhoneChecks: 'Too many phone number changes. Please wait an hour and try again',
  invalidCharacters: 'Some text holds a character that is not allowed (NUL)',
  forbidden: 'You are not allowed to do that',
  phoneTaken: 'This phone number is already used by another account',
  foodNotOnMenu: 'This food is no longer on the menu',
  cartFull: 'Your cart is full. Send an order or remove some items first',
  cartLineNotFound: 'This item is no longer in your cart',
  orderNotFound: 'Order not found',
  unknownArea: 'Please choose one of the areas we deliver to',
  // Ours: pickup or delivery, orders for later, the areas' rules (issue: the restaurant's rules).
  deliveryOff: 'Sorry, we are not delivering right now. Please choose pickup',
  pickupOff: 'Sorry, pickup is not available right now. Please choose delivery',
  laterWhileClosedOff: 'We are closed, and we take orders for later only while we are open',
  slotFull: 'That time is fully booked. Please choose another time',
  // A dish served at some times only, in an order for a time outside them (the menu does not
  // let it be added then; a line kept in the cart can still meet it).
  dishNotServedNow:
    '{dish} is served from {from} to {until} only. Please order it then, or order for later',
  dishNotServedThen: '{dish} is served from {from} to {until} only. Please choose a time then',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  orderCanceledNoPay: 'This order was canceled, so it cannot be paid',
  tooManyUnpaidOrders:
    'You already have {count} orders waiting to be paid or delivered. Pay for them, or wait until they arrive, before ordering more',
  canceledUnpaid: 'Not paid within {minutes} minutes, so it was canceled',
  nothingToPay: 'This order has nothing to pay',
  paymentNotFound: 'Payment not found',
  simulatorOff: 'The payment simulator is off because a real payment provider is configured',
  badSignature: 'Invalid signature',
  dishSoldOutToday: '{dish} is finished for today',
  choicesChanged: 'The choices for this dish have changed. Please remove it and add it again',
  groupNotFound: 'This group of choices no longer exists',
  choiceNotFound: 'This choice no longer exists',
  userNotFound: 'This user no longer exists',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastOwner:
    'The shop needs at least one owner who can sign in. Make someone else an owner first, then try again',
  staffByAdminEmails:
    "This person is made an owner by the server's ADMIN_EMAILS list at every sign-in. Take their address out of that list first",
  orderAlreadyDelivered: 'This order was already delivered, so it cannot change any more',
  orderAlreadyCanceled: 'This order was canceled, so it cannot change any more',
  orderStepBack: 'This order has already moved past that step',
  orderChangedMeanwhile: 'This order was just changed by someone else. Please look again',
  orderPaidByProvider: 'An online order is marked paid only when its payment is confirmed',
  orderCanceledNotPaid: 'A canceled order cannot be marked paid',
  orderNotMarkedPaid: 'This order is not marked paid, so there is nothing to undo',
  orderPaidUndoTooLate:
    'Mark paid can only be undone within a minute. If the money was not taken, refund the order instead',
  orderPaidUndoRefunded: 'This order has a refund, so its payment can no longer be undone',
  readyTimeRequired: 'Please choose in how many minutes the order will be ready',
  acceptFirst: 'Accept this order with a ready time first, or reject it',
  refundNotPaid: 'This order was not paid, so there is nothing to refund',
  refundTooMuch: 'That is more than is left to refund: at most {left}',
  refundPaymentNotFound: "This payment is not one of the order's payments that brought money in",
  refundOnlineByProvider:
    'This order was paid online: refund it through its payment, so the money goes back the way it came',
  refundProviderOff:
    'The provider of this payment ({provider}) is not configured any more, so it cannot refund it. Give the money back by hand and record it outside the shop',
  refundRefused: '{provider} refused the refund: {reason}',
  refundProviderUnreachable:
    'We could not reach {provider}, so nothing was refunded. Please try again in a minute',
  refundKeyReused: 'This Idempotency-Key was already used for a different refund',
  phoneOrderClosed: '{reason}. To take this order anyway, tick "Take it although we are closed"',
  refundKeyRequired: 'Refunds need an Idempotency-Key header (1 to 200 visible characters)',
  noFileUploaded: 'Please choose a picture to upload',
  onePictureAtATime: 'Please upload one picture at a time',
  uploadPurposeInvalid: "The picture's purpose must be profile or food",
  imageTooManyPixels: 'This picture is too big (over 40 megapixels). Please choose a smaller one',
  uploadInUse: 'This picture is still used by a food. Choose a new picture and save the food first',
  tooManyUploads: 'Too many uploads. Please wait a while and try again',
  picturesBusy: 'Many pictures are being prepared right now. Please try again in a minute',
  tooManyStreams: 'Too many live connections are open. Close some tabs and try again',
  pushServiceNotAllowed: "This browser's push service is not one the shop sends to",
  orderFinishedNoPush: 'This order is finished, so there is nothing more to tell you about it',
  pushTestFailed: 'The test notification could not be sent. Turn notifications off and on again',
  drawerAlreadyClosed:
    'This day was already closed by {name} at {time}. A manager can reopen it to count again',
  drawerNotClosed: 'This day is not closed, so there is nothing to reopen',
  drawerDayNotYet: 'That day has not begun yet, so its drawer cannot be counted',

  // Ours: the shop cannot do its work right now (answered 503; the log says why).
  databaseUnreachable: "The shop can't reach its database; try again in a minute",
  databaseBusy: 'The shop is very busy right now; try again in a moment',
  diskFull: "The shop's disk is full, so it cannot take orders or save changes; try again later",
  tooManyConnections: 'The shop has too many open connections right now; try again in a minute',
  canceledUnanswered:
    'The restaurant did not answer within {minutes} minutes, so it was canceled and the food went back on the menu',
  answerWithinTooShort:
    'Make it longer than the {minutes} minutes after which staff are alarmed about a waiting order',
  // docs/team.md#inviting-someone
  inviteNotFound: 'This invite link is not valid. Ask the shop for a new one',
  inviteUsed: 'This invite link was already used. Log in with your phone number and password',
  inviteExpired: 'This invite link has expired. Ask the shop to send a new one',
  inviteCanceled: 'This invite was canceled by the shop',
  inviteAlreadyStaff:
    'This phone number already belongs to a member of staff. Change their role on the Users page instead',
  inviteAccountDisabled: 'The account on this phone number is disabled. Ask the owner to enable it',
  inviteOwnerRoles: 'Only the owner may invite an owner or a manager',
  inviteGone: 'This invite is no longer pending',
  // docs/orders.md#riders
  riderNotFound: 'Choose a member of staff who is a rider',
  riderNotDelivery: 'Only a delivery can be given to a rider',
  riderOrderClosed: 'This order is finished, so it cannot be given to a rider',
  deliveryNotYours: 'This delivery is not given to you',
  deliveryNotReady: 'This delivery is not ready to go out yet',
  deliveryNotOnTheWay: 'Mark this delivery picked up first',
  undeliveredReasonRequired:
    'Please say in a few words (at most 200 characters) why the order could not be delivered',
} as const;

export const messages = { ...pageMessages, ...serverOnlyMessages } as const;
