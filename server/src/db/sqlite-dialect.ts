import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection } from 'kysely';

/**
 * SQLite with two changes to Kysely's driver:
 * - a transaction takes the write lock when it begins (BEGIN IMMEDIATE). A deferred one reads
 *   first and asks for the lock at its first write; if another connection (the admin command,
 *   a restore) wrote in between, SQLite cannot wait for it and answers 'database is locked'
 *   at once. Asking at the start makes it wait, up to the busy timeout, like any other lock.
 * - a rollback after SQLite already rolled back by itself (it does on a full disk, and on
 *   some I/O errors) is skipped: it would fail with 'cannot rollback - no transaction is
 *   active' and hide the real cause.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database;

  constructor(database: SQLite.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#database);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: SQLite.Database;

  constructor(database: SQLite.Database) {
    super({ database });
    this.#database = database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction) await super.rollbackTransaction(connection);
  }
}
