import { formatWeekdayDate } from '@buka/domain/shop-clock';
import { describe, expect, it } from 'vitest';
import { lastClosedDay, summaryDueAt, type DaySummary } from '@buka/domain/day-summary';
import { defaultSettings } from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { smsParts } from '../notifications/sms/sms-parts';
import { testConfig } from '../test/test-app';
import { daySummarySms, DAY_SUMMARY_MAX_PARTS } from './day-summary-text';
import {
  chooseDelivery,
  daySummaryDeliveries,
  type DaySummaryMessage,
} from './day-summary.service';

const busyDay: DaySummary = {
  date: '2026-11-28',
  orders: 1234,
  canceled: 56,
  sales: 12_345_678.5,
  paidSales: 11_999_999.99,
  refunds: 12,
  refunded: 234_567.4,
  net: 12_111_111.1,
  cashInDrawer: 4_567_890.6,
  bestDishes: [
    { name: 'Jollof Rice with Fried Plantain and Grilled Chicken — family tray', quantity: 412 },
    { name: 'Pounded Yam and Egusi Soup with Assorted Meat and Stockfish extra', quantity: 398 },
    { name: '“Mama’s” Special Native Rice with Ponmo, Dry Fish and Periwinkle', quantity: 377 },
  ],
  slowestAcceptSeconds: 45 * 60 + 10,
};
const longName = 'Mama Nkechi’s Kitchen — Home of the Best Jollof in Wuse Zone 4, Abuja';

describe('the day summary text', () => {
  it('fits in three SMS parts at most, in the SMS alphabet, however long the names', () => {
    const text = daySummarySms(longName, busyDay);
    expect(smsParts(text)).toBeLessThanOrEqual(DAY_SUMMARY_MAX_PARTS);
    expect(text).not.toMatch(/[’“”—₦]/);
    // Whole naira, grouped in thousands, with the SMS alphabet's N.
    expect(text).toContain('Sales N12,345,679, paid N12,000,000.');
    expect(text).toContain('Refunds N234,567 (12). Net N12,111,111. Cash in drawer N4,567,891.');
    expect(text).toContain('1234 orders (56 canceled).');
    expect(text).toContain('Slowest accept 45 min 10 s.');
    expect(text).toContain('Best: Jollof Rice with');
    expect(text.length).toBeGreaterThan(306);
  });

  it('is one part on a quiet day, and says so plainly', () => {
    const quiet: DaySummary = {
      ...busyDay,
      orders: 0,
      canceled: 0,
      sales: 0,
      paidSales: 0,
      refunds: 0,
      refunded: 0,
      net: 0,
      cashInDrawer: 0,
      bestDishes: [],
      slowestAcceptSeconds: null,
    };
    expect(daySummarySms('Buka', quiet)).toBe('Buka, Sat 28 Nov: no orders.');
    expect(smsParts(daySummarySms('Buka', quiet))).toBe(1);
  });

  it('counts parts as phones do', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(459))).toBe(3);
    expect(smsParts('a'.repeat(460))).toBe(4);
    // Two units each: the escape characters.
    expect(smsParts('[]'.repeat(40))).toBe(1);
    expect(smsParts('[]'.repeat(41))).toBe(2);
    // One naira sign makes the whole text UCS-2: 70 alone, 67 per part.
    expect(smsParts(`₦${'a'.repeat(69)}`)).toBe(1);
    expect(smsParts(`₦${'a'.repeat(70)}`)).toBe(2);
  });
});

describe('the ways a summary goes', () => {
  const message: DaySummaryMessage = {
    summary: busyDay,
    shopName: 'Buka',
    phones: ['0803 123 4567', '08091234567'],
  };
  const whatsapp = {
    accessToken: 'token',
    phoneNumberId: '106540352242922',
    appSecret: 'secret',
    verifyToken: 'verify',
    apiUrl: 'http://127.0.0.1:9/v23.0',
    templateLanguage: 'en',
    templateTranslations: {},
  };
  const deps = (sms: 'termii' | 'log', withWhatsApp = false) => {
    const config = testConfig();
    return {
      config: {
        ...config,
        notifications: {
          ...config.notifications,
          whatsapp: withWhatsApp ? whatsapp : null,
          sms:
            sms === 'log'
              ? { provider: 'log' as const }
              : {
                  provider: 'termii' as const,
                  apiKey: 'key',
                  senderId: 'Buka',
                  baseUrl: 'http://127.0.0.1:9',
                  channel: 'dnd' as const,
                },
        },
      },
    } as Pick<AppDeps, 'db' | 'config' | 'now'>;
  };

  it('tries WhatsApp, then SMS, then the dashboard alone', () => {
    expect(daySummaryDeliveries(deps('termii')).map((way) => way.way)).toEqual(['whatsapp', 'sms']);
    // No WhatsApp sender yet: SMS when the shop has a provider, one text per number.
    const bySms = chooseDelivery(daySummaryDeliveries(deps('termii')), message);
    expect(bySms.way).toBe('sms');
    expect(bySms.notices.map((notice) => notice.recipient)).toEqual([
      '2348031234567',
      '2348091234567',
    ]);
    expect(bySms.notices[0]).toMatchObject({
      orderId: null,
      step: 'day-summary-2026-11-28',
      payload: { channel: 'sms', text: daySummarySms('Buka', busyDay) },
    });
    // Texts only to the log: the dashboard's card alone.
    expect(chooseDelivery(daySummaryDeliveries(deps('log')), message)).toEqual({
      way: 'dashboard',
      notices: [],
    });
    // With WhatsApp messages set up, it goes first: the day's template to each number, the
    // figures the text's, on one line.
    const byWhatsApp = chooseDelivery(daySummaryDeliveries(deps('termii', true)), message);
    expect(byWhatsApp.way).toBe('whatsapp');
    expect(byWhatsApp.notices).toHaveLength(2);
    const text = daySummarySms('Buka', busyDay);
    const day = formatWeekdayDate(busyDay.date);
    expect(byWhatsApp.notices[0]).toMatchObject({
      orderId: null,
      step: 'day-summary-2026-11-28',
      recipient: '2348031234567',
      payload: {
        channel: 'whatsapp',
        template: {
          name: 'day_summary',
          parameters: ['Buka', day, text.slice(text.indexOf(`${day}: `) + day.length + 2)],
        },
        // Sent instead to a number WhatsApp cannot deliver to.
        sms: text,
      },
    });
    expect(text.startsWith(`Buka, ${day}: `)).toBe(true);
  });
});

describe('closing time', () => {
  const hours = {
    ...defaultSettings,
    specialDays: [
      { date: '2026-10-01', hours: null, note: 'Independence Day' },
      { date: '2026-12-24', hours: [{ open: '10:00', close: '24:00' }], note: '' },
    ],
  };
  const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

  it("follows the day's own hours: the weekday's, a special day's, midnight when closed", () => {
    expect(summaryDueAt('2026-11-28', hours)).toBe(lagos('2026-11-28', '17:00').getTime());
    expect(summaryDueAt('2026-12-24', hours)).toBe(lagos('2026-12-25', '00:00').getTime());
    expect(summaryDueAt('2026-10-01', hours)).toBe(lagos('2026-10-02', '00:00').getTime());
    expect(lastClosedDay(lagos('2026-11-28', '16:59'), hours)).toBe('2026-11-27');
    expect(lastClosedDay(lagos('2026-11-28', '17:00'), hours)).toBe('2026-11-28');
    expect(lastClosedDay(lagos('2026-12-24', '23:59'), hours)).toBe('2026-12-23');
    expect(lastClosedDay(lagos('2026-12-25', '00:00'), hours)).toBe('2026-12-24');
  });
});
