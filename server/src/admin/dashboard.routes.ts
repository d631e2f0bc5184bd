import type { FastifyInstance } from 'fastify';
import { dashboardSchema, type Dashboard } from '@buka/domain/admin';
import { dayEnd, dayStart, shopToday } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import {
  acceptanceWaits,
  countFoodsAndUsers,
  countOrdersToAccept,
  countWaitingOrders,
  lowStockFoods,
  orderFigures,
} from './dashboard.repository';

/** GET /api/admin/dashboard: the day at a glance, and the sidebar's badges. */
export async function dashboardRoutes(app: FastifyInstance, { db, now }: AppDeps): Promise<void> {
  // The day's takings: for those who see money.
  const options = {
    schema: { response: { 200: dashboardSchema } },
    config: { right: 'money.view' },
  } as const;
  app.get('/api/admin/dashboard', options, async (request): Promise<Dashboard> => {
    requireStaff(request);
    const date = shopToday(now());
    const day = { start: dayStart(date), end: dayEnd(date) };
    const [today, waiting, toAccept, acceptance, stock, counts] = await Promise.all([
      orderFigures(db.kysely, day.start, day.end),
      countWaitingOrders(db.kysely),
      countOrdersToAccept(db.kysely),
      acceptanceWaits(db.kysely, day.start, day.end),
      lowStockFoods(db.kysely, now()),
      countFoodsAndUsers(db.kysely),
    ]);
    return {
      today: { date, ...today },
      waiting,
      toAccept,
      acceptance,
      lowStock: stock
        .filter((food) => food.stock > 0 && !food.soldOutToday)
        .map(({ id, name, stock }) => ({ id, name, stock })),
      soldOut: stock
        .filter((food) => food.stock === 0 || food.soldOutToday)
        .map(({ id, name, soldOutToday }) => ({ id, name, today: soldOutToday })),
      counts,
    };
  });
}
