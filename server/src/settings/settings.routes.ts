import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { readSettings } from './settings.repository';

export async function settingsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/settings', async () => readSettings(db.kysely));
}
