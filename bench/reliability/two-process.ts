// Two processes on PostgreSQL: two servers on two ports share one database and one DATA_DIR,
// started at the same moment on an empty database. Clients alternate between them for every
// request (sign-up, cart, order, reads); staff and a customer listen to live events on both;
// a picture uploaded through one is served by the other. One server is killed with SIGKILL
// mid-run and the other carries on; then nothing acknowledged may be missing.
//   TEST_DATABASE_URL=postgres://… npx tsx bench/reliability/two-process.ts
import type { CartResponse } from '@buka/domain/cart';
import { ADMIN_PHONE, call, customerPhone, menu, prepareShop, signUp } from '../lib/api';
import { Balancer } from './lib/failover';
import { audit, auditPassed, describeAudit, readBack } from './lib/invariants';
import {
  describeUnexpected,
  emptyFigures,
  MenuChoices,
  placeUntilAnswered,
} from './lib/order-load';
import { uploadPicture } from './lib/picture';
import { freePort, isHealthy, startServer } from './lib/server-process';
import { openEventStream, waitFor } from './lib/sse';
import { postgresStore, postgresUrl } from './lib/store';
import { machineLoad, reliabilityScale, runIfMain, type SuiteReport } from './lib/suite';
import { crashStock } from './crash';
import { runPool } from '../lib/load-pool';

/** Sessions, settings and pictures made through one server, checked through the other. */
async function crossChecks(a: string, b: string, adminToken: string): Promise<string[]> {
  const problems: string[] = [];
  const visitor = await signUp(a, customerPhone(9_000));
  if ((await call(b, 'GET', '/api/me', { token: visitor.token })).status !== 200) {
    problems.push('a session made on A is unknown to B');
  }
  await call(b, 'POST', '/api/users/logout', { token: visitor.token });
  if ((await call(a, 'GET', '/api/me', { token: visitor.token })).status !== 401) {
    problems.push('a session ended on B still works on A');
  }
  const settingsA = await call(a, 'GET', '/api/settings');
  const settingsB = await call(b, 'GET', '/api/settings');
  if (JSON.stringify(settingsA.data) !== JSON.stringify(settingsB.data)) {
    problems.push('A and B show different settings');
  }
  if (JSON.stringify(await menu(a)) !== JSON.stringify(await menu(b))) {
    problems.push('A and B show different menus');
  }
  // Pictures are files in DATA_DIR/uploads: both processes must share that folder.
  const url = await uploadPicture(a, adminToken);
  const served = await fetch(`${b}${url}`);
  if (served.status !== 200 || served.headers.get('content-type') !== 'image/webp') {
    problems.push(`B serves the picture uploaded through A with ${served.status}`);
  }
  return problems;
}

export async function twoProcessSuite(
  adminUrl: string,
  options: { orders: number; clients: number },
): Promise<SuiteReport> {
  const store = await postgresStore(adminUrl);
  const [portA, portB] = [await freePort('first'), await freePort('second')];
  const start = (port: number) =>
    startServer({
      port,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      adminPhones: ADMIN_PHONE,
    });
  // Both at once on an empty database: migrations and the first start's menu must not collide.
  const [a, b] = await Promise.all([start(portA), start(portB)]);
  try {
    const { admin, stock } = await prepareShop(a.url, (_food, index) => crashStock(index));
    const choices = new MenuChoices([...stock.keys()]);
    const problems = await crossChecks(a.url, b.url, admin.token);
    const balancer = new Balancer([a.url, b.url]);
    const customers = await runPool(
      Array.from({ length: options.clients }, (_, i) => i),
      4,
      (i) => signUp(balancer.next(), customerPhone(i)),
    );

    // Staff listen on both servers; one customer listens on B for their own orders only.
    const staffOnA = await openEventStream(a.url, admin.token);
    const staffOnB = await openEventStream(b.url, admin.token);
    const watcher = customers[0]!;
    const watcherOnB = await openEventStream(b.url, watcher.token);

    const figures = emptyFigures();
    const announced = new Map<number, string>(); // order id → customer uid, for fresh 201s
    let cartChecks = 0;
    const cartProblems: string[] = [];
    const killAfter = Math.round(options.orders * (0.4 + Math.random() * 0.2));
    let killedAt: number | undefined;
    let servedByAAtKill = 0;
    const deadline = Date.now() + 180_000;
    const startedAt = performance.now();

    let started = 0;
    await Promise.all(
      customers.map(async (customer) => {
        const token = customer.token;
        while (started++ < options.orders) {
          const lines = choices.pick();
          const first = lines[0]!.id;
          // The cart: filled through one server, read through the other.
          const added = await balancer.call('POST', '/api/cart', { token, body: { fid: first } });
          if (added.status === 201 || added.status === 409) {
            const cart = await balancer.call<CartResponse>('GET', '/api/cart', { token });
            cartChecks++;
            if (!cart.data.items.some((item) => item.fid === first)) {
              cartProblems.push(`dish ${first} added through one server is not in the cart`);
            }
          }
          let acked = false;
          await placeUntilAnswered(
            balancer.next,
            customer,
            lines,
            figures,
            deadline,
            (base, status, replayed, id) => {
              acked = status === 201;
              if (status === 400) choices.refresh(base);
              if (status === 201 && !replayed && id !== undefined) announced.set(id, customer.uid);
              if (killedAt === undefined && figures.acknowledged >= killAfter) {
                killedAt = figures.acknowledged;
                servedByAAtKill = balancer.served.get(a.url) ?? 0;
                balancer.remove(a.url);
                a.kill('SIGKILL');
              }
            },
          );
          const after = await balancer.call<CartResponse>('GET', '/api/cart', { token });
          if (acked && after.data.items.some((item) => item.fid === first)) {
            cartProblems.push(`dish ${first} stayed in the cart after its order`);
          }
          if (after.data.items.length > 0) await balancer.call('DELETE', '/api/cart', { token });
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    await a.exited;

    // Every order announced with a fresh 201, on either server, reaches staff listening on B.
    const heardOnB = () =>
      new Set(staffOnB.events.flatMap((e) => (e.type === 'order.created' ? [e.orderId] : [])));
    await waitFor(() => [...announced.keys()].every((id) => heardOnB().has(id)), 5_000);
    const unheard = [...announced.keys()].filter((id) => !heardOnB().has(id));
    const watcherOrders = [...announced].filter(([, uid]) => uid === watcher.uid).map(([id]) => id);
    const watcherHeard = watcherOnB.events.filter((e) => e.type === 'order.created');
    const leaked = watcherHeard.filter((e) => e.userId !== watcher.uid).length;
    const watcherMissed = watcherOrders.filter(
      (id) => !watcherHeard.some((e) => e.orderId === id),
    ).length;
    const staffOnAHeard = staffOnA.events.filter((e) => e.type === 'order.created').length;
    for (const stream of [staffOnA, staffOnB, watcherOnB]) stream.close();

    const result = audit(await store.snapshot(), figures.acks, stock);
    const readable = await readBack(b.url, figures.acks);
    const aDown = !(await isHealthy(a.url));
    const bUp = await isHealthy(b.url);
    const passed =
      problems.length === 0 &&
      cartProblems.length === 0 &&
      auditPassed(result) &&
      readable === figures.acknowledged &&
      figures.fiveXx + balancer.fiveXx === 0 &&
      figures.unexpected.size === 0 &&
      figures.undecided === 0 &&
      figures.acknowledged + figures.soldOut === figures.attempted &&
      unheard.length === 0 &&
      leaked === 0 &&
      watcherMissed === 0 &&
      killedAt !== undefined &&
      servedByAAtKill > 0 &&
      aDown &&
      bUp;
    return {
      title: 'Two processes on one PostgreSQL database (A killed with SIGKILL mid-run)',
      passed,
      lines: [
        `${options.clients} clients alternating between A (port ${portA}) and B (port ${portB}), ` +
          `${seconds.toFixed(1)} s, machine load ${machineLoad()}`,
        `started together on an empty database: both healthy; sessions, settings, menu and an ` +
          `uploaded picture across both: ${problems.length === 0 ? 'OK' : problems.join('; ')}`,
        `orders attempted ${figures.attempted}, acknowledged ${figures.acknowledged}, ` +
          `refused 'Food is finished' ${figures.soldOut}, undecided ${figures.undecided}`,
        `A killed after ${killedAt} acknowledgements (A had taken ${servedByAAtKill} requests); ` +
          `A down: ${aDown}, B healthy: ${bUp}`,
        `tries without an answer, sent again to B: orders ${figures.noAnswer}, other calls ` +
          `${balancer.retries}; replays of an order A made ${figures.replayed}`,
        `5xx seen ${figures.fiveXx + balancer.fiveXx}; other unexpected answers ${describeUnexpected(figures)}`,
        `cart filled on one server, read on the other: ${cartChecks} checks, ` +
          `${cartProblems.length === 0 ? 'all agree' : cartProblems.slice(0, 3).join('; ')}`,
        `live events: staff on B heard ${announced.size - unheard.length} of ${announced.size} ` +
          `new orders from both servers (staff on A heard ${staffOnAHeard} before it died); ` +
          `the customer on B heard ${watcherOrders.length - watcherMissed} of their ` +
          `${watcherOrders.length} and ${leaked} of anyone else's`,
        ...describeAudit(result),
        `read back by their customers through B: ${readable} of ${figures.acknowledged}`,
      ],
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await store.cleanup();
  }
}

await runIfMain(import.meta.url, async () => {
  const pgUrl = postgresUrl();
  if (!pgUrl) {
    console.log('Set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return [];
  }
  const scale = reliabilityScale();
  return [await twoProcessSuite(pgUrl, { orders: scale.orders, clients: scale.crashClients })];
});
