import type { FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pauseRequestSchema,
  publicSettingsSchema,
  settingsSchema,
  type Settings,
} from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import type { StaffRight } from '@buka/domain/staff-roles';
import { HttpError } from '../http/errors';
import { readSettings, writeSettings } from './settings.repository';
import type { ShopSettings } from './shop-settings';

export async function settingsRoutes(
  fastify: FastifyInstance,
  { db, events, now, config, settings: current }: AppDeps & { settings: ShopSettings },
): Promise<void> {
  // Sent as the cached bytes the drawn pages share: the schema describes, never re-serializes.
  fastify.get(
    '/api/settings',
    { schema: { response: { 200: publicSettingsSchema } } },
    (request, reply) => current.send(request, reply),
  );

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffChange = <B>(body: B, right: StaffRight) => ({
    schema: { body, response: { 200: settingsSchema } },
    config: { right },
  });

  // Staff change the shop's name, contacts, hours, pause switch and delivery areas at once.
  app.put('/api/settings', staffChange(settingsSchema, 'settings.edit'), async (request) => {
    requireStaff(request);
    const given = request.body;
    refuseShortAnswerTime(given, config.notifications.escalateAfterMs);
    const settings: Settings = { ...given, pausedUntil: given.paused ? given.pausedUntil : null };
    await writeSettings(db.kysely, settings);
    await events.publish({ type: 'settings.changed' });
    return settings;
  });

  // Pause ordering for some minutes (it ends by itself then) or until staff resume; the end is
  // the server's clock plus the minutes, whatever the staff phone's clock says.
  app.put('/api/settings/pause', staffChange(pauseRequestSchema, 'shop.pause'), async (request) => {
    requireStaff(request);
    const { paused, minutes } = request.body;
    const pausedUntil =
      paused && minutes !== null
        ? new Date(now().getTime() + minutes * 60_000).toISOString()
        : null;
    const settings = await db.kysely.transaction().execute(async (trx) => {
      const changed = { ...(await readSettings(trx)), paused, pausedUntil };
      await writeSettings(trx, changed);
      return changed;
    });
    await events.publish({ type: 'settings.changed' });
    return settings;
  });
}

/**
 * An order is canceled for want of an answer only after staff were alarmed about it
 * (ESCALATE_AFTER_MINUTES), never before: a shorter time is refused under its field.
 */
function refuseShortAnswerTime(settings: Settings, escalateAfterMs: number) {
  const alarmMinutes = Math.ceil(escalateAfterMs / 60_000);
  if (settings.orderLimits.answerWithinMinutes <= alarmMinutes) {
    throw new HttpError(
      422,
      messages.answerWithinTooShort.replace('{minutes}', String(alarmMinutes)),
    );
  }
}
