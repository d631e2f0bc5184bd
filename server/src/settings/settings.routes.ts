import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { parseInput } from '../http/validate';
import { writeSettings } from './settings.repository';
import type { ShopSettings } from './shop-settings';

export async function settingsRoutes(
  app: FastifyInstance,
  { db, events, settings: current }: AppDeps & { settings: ShopSettings },
): Promise<void> {
  app.get('/api/settings', (request, reply) => current.send(request, reply));

  // Staff change the shop's name, contacts, hours, pause switch and delivery areas at once.
  app.put('/api/settings', async (request) => {
    requireAdmin(request);
    const settings = parseInput(settingsSchema, request.body);
    await writeSettings(db.kysely, settings);
    await events.publish({ type: 'settings.changed' });
    return settings;
  });
}
