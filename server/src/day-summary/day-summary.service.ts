import {
  lastClosedDay,
  summaryDueAt,
  type DaySummary,
  type DaySummaryWay,
} from '@buka/domain/day-summary';
import { formatWeekdayDate } from '@buka/domain/shop-clock';
import { hoursOn } from '@buka/domain/shop-hours';
import type { AppDeps } from '../app-deps';
import { queueNotices, type Notice } from '../notifications/notice-outbox.repository';
import { toInternationalNumber } from '../notifications/sms/phone-numbers';
import { readSettings } from '../settings/settings.repository';
import { daySummaryTemplate } from '../notifications/whatsapp/templates';
import { daySummarySms } from './day-summary-text';
import { buildDaySummary } from './day-summary.figures';
import { claimDaySummary, findDaySummary, readDaySummarySettings } from './day-summary.repository';

// The owner's evening (docs/operations.md#the-day-summary): at the shop's closing time, the
// day's figures go to the numbers staff chose, by the first way the shop has of the ordered
// list: WhatsApp, else SMS, else only the dashboard's card.

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** How often each process looks whether a day has closed (with the unpaid-orders sweep). */
export const DAY_SUMMARY_EVERY_MS = 60_000;
/**
 * A summary this late (the shop's server was off at closing time and long after) is not sent:
 * the owner would read yesterday's figures at lunch. The dashboard's card still shows the day.
 */
export const DAY_SUMMARY_LATE_MS = 12 * 60 * 60_000;

/** What a way needs to say its messages: the day, the shop's name and the numbers. */
export interface DaySummaryMessage {
  summary: DaySummary;
  shopName: string;
  /** Nigerian mobiles, as staff wrote them (validated). */
  phones: string[];
}

/** One way a summary may go: the notices it queues, or null when the shop cannot send that way. */
export interface DaySummaryDelivery {
  way: Exclude<DaySummaryWay, 'dashboard'>;
  notices(message: DaySummaryMessage): Notice[] | null;
}

const step = (date: string) => `day-summary-${date}`;

function toEach(date: string, phones: string[], payload: Notice['payload']): Notice[] {
  const numbers = new Set(phones.map(toInternationalNumber).filter((to) => to !== null));
  return [...numbers].map((recipient) => ({ orderId: null, step: step(date), recipient, payload }));
}

/**
 * WhatsApp, when the shop sends through the Cloud API: the `day_summary` template to each
 * number (outside a 24-hour window WhatsApp delivers only approved templates), its figures the
 * same words as the SMS, which goes instead to a number WhatsApp cannot deliver to.
 */
export function whatsAppDaySummaryNotices(deps: Deps, message: DaySummaryMessage): Notice[] | null {
  if (deps.config.notifications.whatsapp === null) return null;
  const day = formatWeekdayDate(message.summary.date);
  const text = daySummarySms(message.shopName, message.summary);
  // The text begins with the shop's name and the day, which the template says itself.
  const figures = text.slice(text.indexOf(`${day}: `) + day.length + 2);
  const template = daySummaryTemplate(message.shopName, day, figures);
  // A number WhatsApp cannot deliver to gets the text instead, when the shop sends texts.
  const sms = deps.config.notifications.sms.provider === 'termii' ? { sms: text } : {};
  const notices = toEach(message.summary.date, message.phones, {
    channel: 'whatsapp',
    template,
    ...sms,
  });
  return notices.length > 0 ? notices : null;
}

/** SMS through the shop's provider (Termii); not available while texts only go to the log. */
export function smsDaySummaryNotices(deps: Deps, message: DaySummaryMessage): Notice[] | null {
  if (deps.config.notifications.sms.provider !== 'termii') return null;
  const text = daySummarySms(message.shopName, message.summary);
  const notices = toEach(message.summary.date, message.phones, { channel: 'sms', text });
  return notices.length > 0 ? notices : null;
}

/** The ways in the order they are tried. */
export function daySummaryDeliveries(deps: Deps): DaySummaryDelivery[] {
  return [
    { way: 'whatsapp', notices: (message) => whatsAppDaySummaryNotices(deps, message) },
    { way: 'sms', notices: (message) => smsDaySummaryNotices(deps, message) },
  ];
}

/** The first way that can carry the summary, with its notices; else the dashboard alone. */
export function chooseDelivery(
  deliveries: DaySummaryDelivery[],
  message: DaySummaryMessage,
): { way: DaySummaryWay; notices: Notice[] } {
  for (const delivery of deliveries) {
    const notices = delivery.notices(message);
    if (notices) return { way: delivery.way, notices };
  }
  return { way: 'dashboard', notices: [] };
}

/**
 * Sends the last closed day's summary if it is due and has not gone yet: figures read as the
 * reports read them, the day recorded and its messages queued in the outbox in one transaction,
 * so of several processes (or a restart) one sends it, once; the outbox's senders send it, with
 * their time limit and retries, so a hung provider holds nothing up. Answers what it did, or
 * null when nothing was due (or another process took it).
 */
export async function sendDaySummaryIfDue(
  deps: Deps,
  deliveries: DaySummaryDelivery[] = daySummaryDeliveries(deps),
): Promise<{ date: string; way: DaySummaryWay } | null> {
  const { kysely } = deps.db;
  const now = deps.now();
  const settings = await readSettings(kysely);
  const date = lastClosedDay(now, settings);
  if (now.getTime() - summaryDueAt(date, settings) > DAY_SUMMARY_LATE_MS) return null;
  if (await findDaySummary(kysely, date)) return null;
  const chosen = await readDaySummarySettings(kysely);
  if (!chosen.enabled) return null;
  const summary = await buildDaySummary(deps, date);
  // A day the shop stayed closed and nothing happened is not worth a text (every Sunday).
  const quiet =
    !hoursOn(date, settings) && summary.orders + summary.canceled + summary.refunds === 0;
  const message = { summary, shopName: settings.name, phones: chosen.phones };
  const { way, notices } = chooseDelivery(quiet ? [] : deliveries, message);
  const at = now.getTime();
  const recipients = way === 'dashboard' ? [] : chosen.phones;
  const claimed = await kysely.transaction().execute(async (trx) => {
    if (!(await claimDaySummary(trx, { date, way, recipients, sentAt: at }))) return false;
    await queueNotices(trx, notices, at);
    return true;
  });
  return claimed ? { date, way } : null;
}
