import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { parseInput } from '../http/validate';
import { readSettings, writeSettings } from './settings.repository';

export async function settingsRoutes(app: FastifyInstance, { db, events }: AppDeps): Promise<void> {
  app.get('/api/settings', async () => readSettings(db.kysely));

  // Staff change the shop's name, contacts, hours, pause switch and delivery areas at once.
  app.put('/api/settings', async (request) => {
    requireAdmin(request);
    const settings = parseInput(settingsSchema, request.body);
    await writeSettings(db.kysely, settings);
    await events.publish({ type: 'settings.changed' });
    return settings;
  });
}
