import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@buka/domain/staff-roles';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';
import { rows, type Row } from './access/rows';
import { send } from './access/send';
import { createWorld, identities, tokenOf, type Identity, type World } from './fixtures/world';
import { listRoutes } from './fuzz/routes';

// Who may see what (docs/server-rules.md#roles): every route × {visitor, customer A, customer B, a
// disabled user, and each staff role}, with the status each must get. The targets are B's things.

function userIdOf(world: World, who: Identity): number | null {
  if (who === 'visitor') return null;
  const people = { customerA: world.a, customerB: world.b, disabled: world.disabled };
  return who in people ? people[who as keyof typeof people].id : world.staff[who as StaffRole].id;
}

/** B as the database holds them: profile, cart, orders, payments, pictures, addresses. */
async function snapshotOfB(t: TestApp, world: World) {
  const db = t.db.kysely;
  const id = world.b.id;
  return {
    profile: await db
      .selectFrom('users')
      .select(['name', 'phone', 'photoUrl', 'role', 'disabledAt'])
      .where('id', '=', id)
      .executeTakeFirst(),
    cart: await db
      .selectFrom('cartItems')
      .select(['id', 'foodId', 'qty'])
      .where('userId', '=', id)
      .orderBy('id')
      .execute(),
    orders: await db
      .selectFrom('orders')
      .select(['id', 'status', 'isPaid', 'totalKobo', 'clientAddress'])
      .where('userId', '=', id)
      .orderBy('id')
      .execute(),
    payments: await db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['payments.reference', 'payments.status', 'payments.amountKobo'])
      .where('orders.userId', '=', id)
      .orderBy('payments.reference')
      .execute(),
    pictures: await db
      .selectFrom('uploads')
      .select('name')
      .where('userId', '=', id)
      .orderBy('name')
      .execute(),
    addresses: await db
      .selectFrom('savedAddresses')
      .select(['id', 'label', 'address'])
      .where('userId', '=', id)
      .orderBy('id')
      .execute(),
  };
}

const figures = { calls: 0, mismatches: 0, attemptsOnB: 0 };
afterAll(() => {
  console.log(
    `Access matrix: ${rows.length} rows × ${identities.length} callers on ${testDialects.join(' and ')}: ` +
      `${figures.calls} calls, ${figures.mismatches} unexpected statuses; ` +
      `${figures.attemptsOnB} calls by A on B's things, B's data unchanged after each`,
  );
});

it('has a row for every route the app answers', async () => {
  const t = await createTestApp('sqlite');
  const routes = listRoutes(t.app);
  await t.close();
  const covered = new Set(rows.map((row) => row.route));
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
});

describe.each(testDialects)('who may see what on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
  });
  afterAll(() => t.close());

  // A GET changes nothing, so the GET rows share one world, and B's things in it are checked
  // after each of them to be as they were; any other row builds a world of its own.
  let readOnly: Promise<{ world: World; before: Awaited<ReturnType<typeof snapshotOfB>> }>;
  const worldsFor = async (row: Row): Promise<World[]> => {
    // Each caller of a `fresh` row gets a world of its own; they are built side by side.
    if (row.fresh) return Promise.all(identities.map(() => createWorld(t)));
    if (!row.route.startsWith('GET ')) return [await createWorld(t)];
    readOnly ??= createWorld(t).then(async (world) => ({
      world,
      before: await snapshotOfB(t, world),
    }));
    return [(await readOnly).world];
  };

  it.each(rows.map((row) => [row.label ?? row.route, row] as const))('%s', async (_name, row) => {
    const worlds = await worldsFor(row);
    const got: Record<string, number> = {};
    for (const [index, who] of identities.entries()) {
      const world = worlds[row.fresh ? index : 0]!;
      const answer = await send(t, row.call(world), tokenOf(world, who), userIdOf(world, who));
      got[who] = answer.status;
      figures.calls++;
      if (answer.status !== row.expect[index]) figures.mismatches++;
      // A's answers never carry B's name, phone or payment, whatever A asked for.
      if (who === 'customerA' && !row.keyedBy) {
        for (const secret of [world.b.name, world.b.phoneNumber ?? '-', world.referenceB]) {
          expect(answer.body, `${row.route} as A`).not.toContain(secret);
        }
      }
    }
    const expected = Object.fromEntries(identities.map((who, i) => [who, row.expect[i]]));
    expect(got).toEqual(expected);
    if (!row.fresh && row.route.startsWith('GET ')) {
      const { world, before } = await readOnly;
      expect(await snapshotOfB(t, world), `after ${row.label ?? row.route}`).toEqual(before);
    }
  });

  it("lets A try every call on B's things and leaves B's profile, cart, orders, payments, pictures and addresses as they were", async () => {
    const world = await createWorld(t);
    const before = await snapshotOfB(t, world);
    expect(before.cart).toHaveLength(1);
    expect(before.orders).toHaveLength(1);
    expect(before.payments).toHaveLength(1);
    expect(before.pictures).toHaveLength(1);
    for (const row of rows.filter((candidate) => !candidate.keyedBy)) {
      await send(t, row.call(world), world.a.token, world.a.id);
      figures.attemptsOnB++;
      expect(await snapshotOfB(t, world), `after A's ${row.label ?? row.route}`).toEqual(before);
    }
  });
});
