import type { FastifyInstance } from 'fastify';
import { pauseRequestSchema, settingsSchema, type Settings } from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { parseInput } from '../http/validate';
import { readSettings, writeSettings } from './settings.repository';
import type { ShopSettings } from './shop-settings';

export async function settingsRoutes(
  app: FastifyInstance,
  { db, events, now, settings: current }: AppDeps & { settings: ShopSettings },
): Promise<void> {
  app.get('/api/settings', (request, reply) => current.send(request, reply));

  // Staff change the shop's name, contacts, hours, pause switch and delivery areas at once.
  app.put('/api/settings', async (request) => {
    requireAdmin(request);
    const given = parseInput(settingsSchema, request.body);
    const settings: Settings = { ...given, pausedUntil: given.paused ? given.pausedUntil : null };
    await writeSettings(db.kysely, settings);
    await events.publish({ type: 'settings.changed' });
    return settings;
  });

  // Pause ordering for some minutes (it ends by itself then) or until staff resume; the end is
  // the server's clock plus the minutes, whatever the staff phone's clock says.
  app.put('/api/settings/pause', async (request) => {
    requireAdmin(request);
    const { paused, minutes } = parseInput(pauseRequestSchema, request.body);
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
