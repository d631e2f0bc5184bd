import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '@buka/domain/order-status';
import type { Role, StaffRole } from '@buka/domain/staff-roles';
import type { OrderHistoryKind } from '@buka/domain/order-history';
import type { Language } from '@buka/domain/languages';

// Columns are snake_case in the database and camelCase here (Kysely's CamelCasePlugin).
// Times are milliseconds since the epoch; money is integer kobo; flags are 0/1 on both dialects.

export interface UserTable {
  id: Generated<number>;
  name: string;
  phone: string | null;
  email: string | null;
  passwordHash: string | null;
  photoUrl: string | null;
  role: Role;
  provider: string;
  disabledAt: number | null;
  createdAt: number;
  /** The language the customer chose (docs/languages.md); 'en' until they choose. */
  language: Generated<Language>;
}
export type UserRow = Selectable<UserTable>;
export type InsertableUserRow = Insertable<UserTable>;
export type UpdateableUserRow = Updateable<UserTable>;

export interface SessionTable {
  tokenHash: string;
  userId: number;
  expiresAt: number;
  createdAt: number;
}

export interface CategoryTable {
  id: number;
  name: string;
  /** The address word (/menu?category=…), made from the first name and kept at a rename. */
  urlParam: string;
  /** The menu's order of chips, lowest first. */
  position: Generated<number>;
  /** 1: not shown to customers, nor its dishes. */
  hidden: Generated<number>;
  deletedAt: Generated<number | null>;
  createdAt: number;
  updatedAt: number;
  /** Served from / until these times of day only ('07:00', '11:00'); null: no limit. */
  availableFrom: Generated<string | null>;
  availableUntil: Generated<string | null>;
}

export interface FoodTable {
  id: number;
  name: string;
  description: string;
  priceKobo: number;
  imageUrl: string;
  calories: string;
  stock: number;
  categoryId: number;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
  /** Marked finished by staff until this instant (the shop's next opening); null: not marked. */
  soldOutUntil: Generated<number | null>;
  /** Served from / until these times of day only ('07:00', '11:00'); null: no limit. */
  availableFrom: Generated<string | null>;
  availableUntil: Generated<string | null>;
}
export type FoodRow = Selectable<FoodTable>;

/** A group of choices ('Protein'); required when minChoices ≥ 1. */
export interface OptionGroupTable {
  id: Generated<number>;
  name: string;
  minChoices: number;
  maxChoices: number;
  createdAt: number;
  updatedAt: number;
}

export interface OptionChoiceTable {
  id: Generated<number>;
  groupId: number;
  name: string;
  priceKobo: number;
  /** Its place in the group, from 0. */
  position: number;
  /** Unavailable until this instant (the shop's next opening); null: available. */
  unavailableUntil: number | null;
}

/** Which groups a dish shows, in `position` order. */
export interface FoodOptionGroupTable {
  foodId: number;
  groupId: number;
  position: number;
}

export interface CartItemTable {
  id: Generated<number>;
  userId: number;
  foodId: number;
  qty: number;
  createdAt: number;
  /** cartLineKey (domain/dish-options): the sorted choice ids, and the note after a '|'. */
  choiceKey: Generated<string>;
  note: Generated<string>;
}

/** A customer's saved address (docs/orders.md#saved-addresses). */
export interface SavedAddressTable {
  id: Generated<number>;
  userId: number;
  label: string;
  address: string;
  landmark: string;
  /** One of the shop's delivery areas when saved; '' when the shop had none. */
  area: string;
  /** For the rider ('blue gate, call when you arrive'). */
  note: string;
  createdAt: number;
  updatedAt: number;
}

export interface OrderTable {
  id: Generated<number>;
  userId: number | null;
  status: OrderStatus;
  paymentMethod: 'online' | 'cash';
  isPaid: number;
  totalKobo: number;
  deliveryFeeKobo: number;
  clientName: string;
  clientPhone: string;
  clientAddress: string;
  area: string | null;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  /** Put before staff to accept: at placing for cash, when paid for online (docs/orders.md#payment). */
  announcedAt: number | null;
  acceptedAt: number | null;
  /** The ready time promised when staff accepted it. */
  readyAt: number | null;
  /** Claimed by the one process that escalates the order when it waits too long. */
  escalatedAt: number | null;
  /** Why it was canceled, in the customer's words (null: not canceled, or no reason given). */
  cancelReason: Generated<string | null>;
  /** Refunds asked for or given (failed ones left out): never more than the order brought in. */
  refundedKobo: Generated<number>;
  /** The customer's note for the kitchen ('' when none). */
  note: Generated<string>;
  fulfilment: Generated<'delivery' | 'pickup'>;
  /** The chosen slot's start; null: as soon as possible. */
  scheduledFor: number | null;
  /** When the kitchen should start on a later order: it is put before staff then. */
  prepareAt: number | null;
  /** The nearest landmark, for the rider. */
  landmark: Generated<string>;
  /** A number the rider may call for directions. */
  riderPhone: Generated<string>;
  /** 'phone': staff typed it in for a phone or WhatsApp customer. */
  source: Generated<'online' | 'phone'>;
  /** The staff member who took a phone order. */
  takenBy: number | null;
  /** 1: staff placed it while the shop was closed or paused, on purpose. */
  hoursOverridden: Generated<number>;
  /** 1: the customer pays staff by bank transfer (a phone order); never through the provider. */
  payByTransfer: Generated<number>;
  /** 1: the customer asked for the order's steps on WhatsApp and has not replied STOP since. */
  whatsappUpdates: Generated<number>;
  /** The rider the delivery is given to (docs/orders.md#riders). */
  riderId: Generated<number | null>;
  /** Why the rider last could not deliver it; cleared when it is given out again. */
  undeliveredReason: Generated<string | null>;
  undeliveredAt: Generated<number | null>;
  /** What its promotions took off, delivery waived included: total = dishes + fee − this. */
  discountKobo: Generated<number>;
  /** The promotions' labels as the customer read them, joined with ' · ' ('' when none). */
  discountLabel: Generated<string>;
}

export interface OrderItemTable {
  id: Generated<number>;
  orderId: number;
  foodId: number;
  name: string;
  /** One portion with its choices, as ordered. */
  priceKobo: number;
  quantity: number;
  /** The chosen choices as ordered: JSON of ChosenChoice[] (domain/dish-options). */
  choices: Generated<string>;
  note: Generated<string>;
}

export interface PaymentTable {
  id: Generated<number>;
  orderId: number;
  provider: string;
  reference: string;
  amountKobo: number;
  /**
   * duplicate: paid at the provider for an order already paid by another payment (refund it).
   * refund_due: paid at the provider after the order was canceled (refund it; the order stays
   * canceled and unpaid).
   */
  status: 'pending' | 'success' | 'failed' | 'duplicate' | 'refund_due';
  raw: string | null;
  createdAt: number;
  updatedAt: number;
  /** Refunds asked for or given through the provider (failed ones left out): ≤ amountKobo. */
  refundedKobo: Generated<number>;
}

/**
 * Money given back (docs/orders.md#refunds): through the payment's provider, or cash by hand
 * (paymentId null, provider 'cash'). One row per request key, however often it is asked.
 */
export interface RefundTable {
  id: Generated<number>;
  orderId: number;
  paymentId: number | null;
  provider: string;
  amountKobo: number;
  /** Why, as staff wrote it; the customer sees it. */
  reason: string;
  /** pending: asked of the provider, not yet confirmed; processed: the money went back. */
  status: 'pending' | 'processed' | 'failed';
  /** The provider's id of the refund, for asking it again. */
  providerReference: string | null;
  requestKey: string;
  /** What was asked under that key: a reused key with another request is refused. */
  requestHash: string;
  requestedBy: number | null;
  raw: string | null;
  createdAt: number;
  updatedAt: number;
  processedAt: number | null;
}
export type RefundRow = Selectable<RefundTable>;

/** One act of staff on an order, and who did it (docs/orders.md#who-did-what). */
/** An invitation to join the staff (docs/team.md#inviting-someone); the link's hash only. */
export interface StaffInviteTable {
  id: Generated<number>;
  name: string;
  phone: string;
  role: StaffRole;
  tokenHash: string;
  invitedBy: number | null;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  acceptedBy: number | null;
  canceledAt: number | null;
}
export type StaffInviteRow = Selectable<StaffInviteTable>;

export interface OrderHistoryTable {
  id: Generated<number>;
  orderId: number;
  kind: OrderHistoryKind;
  /** The step's status, how it was paid ('cash', 'transfer'), or a refund's kobo. */
  detail: string | null;
  /** null once the account is deleted; the name stays. */
  byId: number | null;
  byName: string;
  at: number;
}

/**
 * One count of the drawer at the end of a shop day (docs/operations.md#the-drawer-counted); the
 * day's standing count is the one not reopened.
 */
export interface DrawerCountTable {
  id: Generated<number>;
  /** The shop's date, YYYY-MM-DD. */
  date: string;
  /** What the cash-up said the drawer should hold when the day was closed. */
  cashExpectedKobo: number;
  cashCountedKobo: number;
  /** Phone orders' bank transfers the cash-up expected, and what staff saw in the bank's app. */
  transferExpectedKobo: number;
  transferSeenKobo: number;
  note: string;
  /** null once the account is deleted; the name stays. */
  closedById: number | null;
  closedByName: string;
  closedAt: number;
  reopenedById: number | null;
  reopenedByName: string | null;
  reopenedAt: number | null;
  reopenReason: string | null;
}
export type DrawerCountRow = Selectable<DrawerCountTable>;

/** A day whose report totals must be rebuilt: appended by a trigger on every order write. */
export interface ReportStaleTable {
  id: Generated<number>;
  day: number;
}

/** One restaurant day's orders, per combination of what reports split them by. */
export interface ReportDayOrdersTable {
  day: number;
  status: string;
  paymentMethod: string;
  /** online (a provider confirmed it), cash (staff collected it) or unpaid. */
  paidBy: 'online' | 'cash' | 'transfer' | 'unpaid';
  fulfilment: string;
  /** online, or phone (taken by staff). */
  source: string;
  orders: number;
  totalKobo: number;
  deliveryFeeKobo: number;
  refundedKobo: number;
}

/** One restaurant day's sold dishes (orders not canceled). */
export interface ReportDayDishesTable {
  day: number;
  foodId: number;
  name: string;
  quantity: number;
  revenueKobo: number;
}

/** One restaurant day's sold choices (orders not canceled), by group and name. */
export interface ReportDayChoicesTable {
  day: number;
  groupName: string;
  name: string;
  quantity: number;
  revenueKobo: number;
}

export interface SettingsTable {
  id: number;
  value: string;
}

export interface IdempotencyKeyTable {
  userId: number;
  key: string;
  requestHash: string;
  statusCode: number;
  response: string;
  createdAt: number;
}

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: number;
}

export interface OidcLoginTable {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Hash of the browser cookie's key: a login finishes in the browser that began it. */
  browserHash: string;
  expiresAt: number;
}

export interface OidcHandoffTable {
  codeHash: string;
  userId: number;
  browserHash: string;
  expiresAt: number;
}

export interface UploadTable {
  /** The file's random name, without '.webp'. */
  name: string;
  userId: number | null;
  purpose: 'profile' | 'food';
  createdAt: number;
}

/** Keys the shop made for itself at first start (the VAPID key pair of Web Push). */
export interface ShopKeyTable {
  name: string;
  value: string;
  createdAt: number;
}

/** A browser's Web Push subscription: a staff device (orderId null) or one order's customer. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  userId: number;
  orderId: number | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;

/** One message to one recipient about one step of an order: claimed before it is sent. */
/** Staff's note about a customer, by the phone number their orders carry. */
export interface CustomerNoteTable {
  phone: string;
  note: string;
  updatedAt: number;
  updatedBy: number | null;
}

export interface NotificationSendTable {
  id: Generated<number>;
  /** The order it is about; null for a notice about the shop's day (the day summary). */
  orderId: number | null;
  step: string;
  channel: 'push' | 'sms' | 'whatsapp';
  /** A push endpoint or a phone number. */
  recipient: string;
  /** pending: waiting for its (next) try; sending: claimed by a sender until `nextAt`. */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'gone';
  /** The provider's message id, or what went wrong. */
  detail: string | null;
  /** What to send, as JSON (notice-outbox.repository.ts); null on rows from before the outbox. */
  payload: string | null;
  /** Tries so far, the one under way included. */
  attempts: Generated<number>;
  /** When it may be claimed: queued, retried after a failure, or its lease over; null once done. */
  nextAt: number | null;
  /** WhatsApp's later word on a message it accepted: delivered or read (status callbacks). */
  receipt: Generated<string | null>;
  createdAt: number;
  updatedAt: number;
}

/** A message a customer (or anyone) wrote to the shop's WhatsApp number. */
export interface WhatsAppMessageTable {
  id: Generated<number>;
  /** WhatsApp's id of the message: each is stored once, however often the webhook comes. */
  waId: string;
  /** The sender's international number, digits only. */
  fromPhone: string;
  /** The sender's WhatsApp profile name ('' when not given). */
  name: string;
  /** The order it was written about (the sender's latest); null for an unknown sender. */
  orderId: number | null;
  /** The text, or a few words saying what else it was ('[image]'). */
  body: string;
  kind: string;
  receivedAt: number;
  /** When staff marked it read; null while unread. */
  readAt: number | null;
}
export type WhatsAppMessageRow = Selectable<WhatsAppMessageTable>;

/** One row per shop day whose summary went out (docs/operations.md#the-day-summary). */
export interface DaySummaryTable {
  /** The shop's date, YYYY-MM-DD: the key that sends a day once. */
  date: string;
  way: 'whatsapp' | 'sms' | 'dashboard';
  /** The numbers it went to, as a JSON array ([] for the dashboard alone). */
  recipients: string;
  sentAt: number;
}

/** The shop's own wording of one customer sentence in one language (docs/languages.md). */
export interface MessageCorrectionTable {
  language: string;
  messageKey: string;
  wording: string;
  updatedAt: number;
  updatedBy: number | null;
}

/** A language the shop has read through, shown as checked in the language chooser. */
export interface ReviewedLanguageTable {
  language: string;
  reviewedAt: number;
  reviewedBy: number | null;
}

/** A code or an automatic offer (docs/orders.md#promotions). */
export interface PromotionTable {
  id: Generated<number>;
  kind: 'code' | 'offer';
  /** Upper case; null for an offer. */
  code: string | null;
  name: string;
  benefit: 'percent' | 'amount' | 'freeDelivery';
  percent: number | null;
  amountKobo: number | null;
  minimumKobo: number;
  firstOrderOnly: number;
  startsOn: string | null;
  endsOn: string | null;
  fromTime: string | null;
  untilTime: string | null;
  /** JSON list of weekdays (0 = Sunday); '[]' for every day. */
  days: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: number;
  endedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A promotion an order used, and what it took off that order. */
export interface OrderPromotionTable {
  id: Generated<number>;
  orderId: number;
  promotionId: number;
  label: string;
  discountKobo: number;
}

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  categories: CategoryTable;
  foods: FoodTable;
  cartItems: CartItemTable;
  optionGroups: OptionGroupTable;
  optionChoices: OptionChoiceTable;
  foodOptionGroups: FoodOptionGroupTable;
  orders: OrderTable;
  customerNotes: CustomerNoteTable;
  orderItems: OrderItemTable;
  payments: PaymentTable;
  refunds: RefundTable;
  reportStale: ReportStaleTable;
  reportDayOrders: ReportDayOrdersTable;
  reportDayDishes: ReportDayDishesTable;
  reportDayChoices: ReportDayChoicesTable;
  settings: SettingsTable;
  idempotencyKeys: IdempotencyKeyTable;
  rateLimits: RateLimitTable;
  uploads: UploadTable;
  oidcLogins: OidcLoginTable;
  oidcHandoffs: OidcHandoffTable;
  shopKeys: ShopKeyTable;
  pushSubscriptions: PushSubscriptionTable;
  notificationSends: NotificationSendTable;
  whatsappMessages: WhatsAppMessageTable;
  daySummaries: DaySummaryTable;
  orderHistory: OrderHistoryTable;
  drawerCounts: DrawerCountTable;
  savedAddresses: SavedAddressTable;
  staffInvites: StaffInviteTable;
  messageCorrections: MessageCorrectionTable;
  reviewedLanguages: ReviewedLanguageTable;
  promotions: PromotionTable;
  orderPromotions: OrderPromotionTable;
}
