import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  daySummaryCardSchema,
  daySummarySettingsAnswerSchema,
  daySummarySettingsSchema,
  lastClosedDay,
  summaryDueAt,
  type DaySummaryCard,
  type DaySummarySettings,
  type DaySummarySettingsAnswer,
} from '@buka/domain/day-summary';
import { hoursOn } from '@buka/domain/shop-hours';
import { shopToday } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { readSettings } from '../settings/settings.repository';
import { buildDaySummary } from './day-summary.figures';
import {
  findDaySummary,
  readDaySummarySettings,
  staffWithMobiles,
  writeDaySummarySettings,
} from './day-summary.repository';

/** The dashboard's day card, and who gets the summary at closing time (Settings). */
export async function daySummaryRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = deps;

  app.get(
    '/api/admin/day-summary',
    { schema: { response: { 200: daySummaryCardSchema } }, config: { right: 'money.view' } },
    async (request): Promise<DaySummaryCard> => {
      requireStaff(request);
      const at = now();
      const settings = await readSettings(db.kysely);
      const today = shopToday(at);
      const closed = lastClosedDay(at, settings);
      const [lastClosed, sent, todaySoFar, chosen] = await Promise.all([
        buildDaySummary(deps, closed),
        findDaySummary(db.kysely, closed),
        buildDaySummary(deps, today),
        readDaySummarySettings(db.kysely),
      ]);
      return {
        lastClosed: {
          ...lastClosed,
          sent: sent && {
            way: sent.way,
            at: new Date(sent.sentAt).toISOString(),
            to: sent.recipients,
          },
        },
        today: todaySoFar,
        summaryOn: chosen.enabled,
        todayClosesAt: hoursOn(today, settings)
          ? new Date(summaryDueAt(today, settings)).toISOString()
          : null,
      };
    },
  );

  app.get(
    '/api/admin/day-summary/settings',
    {
      schema: { response: { 200: daySummarySettingsAnswerSchema } },
      config: { right: 'settings.edit' },
    },
    async (request): Promise<DaySummarySettingsAnswer> => {
      requireStaff(request);
      const [settings, staff] = await Promise.all([
        readDaySummarySettings(db.kysely),
        staffWithMobiles(db.kysely),
      ]);
      return { ...settings, staff };
    },
  );

  app.put(
    '/api/admin/day-summary/settings',
    {
      schema: { body: daySummarySettingsSchema, response: { 200: daySummarySettingsSchema } },
      config: { right: 'settings.edit' },
    },
    async (request): Promise<DaySummarySettings> => {
      requireStaff(request);
      await writeDaySummarySettings(db.kysely, request.body);
      return request.body;
    },
  );
}
