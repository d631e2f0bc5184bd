import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as uploads from './migrations/0003-uploads';
import * as oidcLogins from './migrations/0004-oidc-logins';
import * as unpaidOrders from './migrations/0012-1-unpaid-orders';
import * as orderAcceptance from './migrations/0015-1-order-acceptance';
import * as notifications from './migrations/0015-2-notifications';
import * as refunds from './migrations/0018-1-refunds';
import * as reportDays from './migrations/0018-2-report-days';
import * as boardPages from './migrations/0019-18-board-pages';
import * as userSearch from './migrations/0020-18-user-search';
import * as dishOptions from './migrations/0021-16-dish-options';
import * as pickupAndLater from './migrations/0022-17-pickup-and-later';
import * as phoneOrders from './migrations/0023-18-phone-orders';
import * as reportSplits from './migrations/0024-18-report-splits';
import * as noticeOutbox from './migrations/0025-notice-outbox';
import * as whatsappMessages from './migrations/0026-whatsapp-messages';
import * as customerNotes from './migrations/0027-customer-notes';
import * as daySummaries from './migrations/0028-day-summaries';
import * as staffRoles from './migrations/0029-staff-roles';
import * as orderHistory from './migrations/0030-order-history';
import * as customerLanguage from './migrations/0031-customer-language';
import * as messageCorrections from './migrations/0032-message-corrections';
import * as staffInvites from './migrations/0033-staff-invites';
import * as riders from './migrations/0034-riders';
import * as drawerCounts from './migrations/0035-drawer-counts';
import * as shopCategories from './migrations/0036-shop-categories';
import * as promotions from './migrations/0037-promotions';
import * as savedAddresses from './migrations/0038-saved-addresses';
import * as hourRanges from './migrations/0039-hour-ranges';

// Listed here rather than read from a folder so the bundled server carries them. Each
// migration receives the dialect: the same steps run on SQLite and PostgreSQL.
// A new one is named `NNNN-<slug>` (migrations/README.md says why the older names differ and
// stay as they are); migration-names.test.ts holds every name to that.
const migrations = {
  '0001-initial': initial,
  '0003-uploads': uploads,
  '0004-oidc-logins': oidcLogins,
  '0012-1-unpaid-orders': unpaidOrders,
  '0015-1-order-acceptance': orderAcceptance,
  '0015-2-notifications': notifications,
  '0018-1-refunds': refunds,
  '0018-2-report-days': reportDays,
  '0019-18-board-pages': boardPages,
  '0020-18-user-search': userSearch,
  '0021-16-dish-options': dishOptions,
  '0022-17-pickup-and-later': pickupAndLater,
  '0023-18-phone-orders': phoneOrders,
  '0024-18-report-splits': reportSplits,
  '0025-notice-outbox': noticeOutbox,
  '0026-whatsapp-messages': whatsappMessages,
  '0027-customer-notes': customerNotes,
  '0028-day-summaries': daySummaries,
  '0029-staff-roles': staffRoles,
  '0030-order-history': orderHistory,
  '0031-customer-language': customerLanguage,
  '0032-message-corrections': messageCorrections,
  '0033-staff-invites': staffInvites,
  '0034-riders': riders,
  '0035-drawer-counts': drawerCounts,
  '0036-shop-categories': shopCategories,
  '0037-promotions': promotions,
  '0038-saved-addresses': savedAddresses,
  '0039-hour-ranges': hourRanges,
};

/** The migrations' names in the order they run. */
export const migrationNames = Object.keys(migrations);

function provider(db: Db): MigrationProvider {
  return {
    async getMigrations() {
      const result: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(migrations)) {
        result[name] = { up: (kysely) => migration.up(kysely, db.dialect) };
      }
      return result;
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: provider(db),
    // Without it Kysely looks for its own tables in every schema: a test run migrating its
    // schema beside another's then skips creating them and fails.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
