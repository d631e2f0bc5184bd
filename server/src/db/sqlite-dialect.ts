import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
} from 'kysely';

/** One connection to the shop's SQLite file, with the settings the shop runs on. */
function connect(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the customer is told 201, so it survives a power cut or an
  // operating-system crash too; NORMAL survives only a killed process (README, durability). In
  // WAL mode it costs one fsync per commit, well under a millisecond on an SSD.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * The shop's connection to its SQLite file, which can be closed and opened again on whatever
 * the name holds then: a restore swaps a finished copy in under the running shop this way
 * (server/src/backup/restore-handover.ts).
 */
export class SqliteFile implements SqliteDatabase {
  #connection: SQLite.Database;

  constructor(readonly file: string) {
    this.#connection = connect(file);
  }

  get inTransaction(): boolean {
    return this.#connection.inTransaction;
  }

  prepare(sql: string) {
    return this.#connection.prepare(sql);
  }

  close(): void {
    this.#connection.close();
  }

  /**
   * Closes the connection (the last one to close folds the write-ahead log into the file), runs
   * `change` on the files, and connects again, whether `change` succeeded or not.
   */
  reopenAround<T>(change: () => T): T {
    this.#connection.close();
    try {
      return change();
    } finally {
      this.#connection = connect(this.file);
    }
  }
}

/**
 * SQLite with three changes to Kysely's driver:
 * - a transaction takes the write lock when it begins (BEGIN IMMEDIATE). A deferred one reads
 *   first and asks for the lock at its first write; if another connection (the admin command,
 *   a backup) wrote in between, SQLite cannot wait for it and answers 'database is locked'
 *   at once. Asking at the start makes it wait, up to the busy timeout, like any other lock.
 * - a rollback after SQLite already rolled back by itself (it does on a full disk, and on
 *   some I/O errors) is skipped: it would fail with 'cannot rollback - no transaction is
 *   active' and hide the real cause.
 * - the file can be swapped between two uses of the connection (`whileClosed`).
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteFile;
  #driver?: ImmediateSqliteDriver;

  constructor(database: SqliteFile) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    this.#driver = new ImmediateSqliteDriver(this.#database);
    return this.#driver;
  }

  /**
   * Runs `change` with the connection closed, once no query or transaction is using it; what
   * the shop asks meanwhile waits its turn, as it waits for any transaction.
   */
  async whileClosed<T>(change: () => T): Promise<T> {
    const driver = this.#driver;
    if (!driver) return this.#database.reopenAround(change);
    await driver.acquireConnection();
    try {
      return this.#database.reopenAround(change);
    } finally {
      await driver.releaseConnection();
    }
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: SqliteFile;

  constructor(database: SqliteFile) {
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
