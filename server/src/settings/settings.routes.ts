import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '@buka/domain/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { createCachedAnswer } from '../http/cached-answer';
import { parseInput } from '../http/validate';
import { readSettings, writeSettings } from './settings.repository';

export async function settingsRoutes(app: FastifyInstance, { db, events }: AppDeps): Promise<void> {
  // Every page's footer asks for these: one read and one serialization per change, 304 for a
  // browser that has them already.
  const current = createCachedAnswer({
    load: () => readSettings(db.kysely),
    events,
    changedBy: (event) => event.type === 'settings.changed',
    maxAgeMs: 5_000,
  });
  app.addHook('onClose', async () => current.close());

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
