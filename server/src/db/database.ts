import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the connection string, for LISTEN/NOTIFY clients of its own. */
  url?: string;
  schema?: string;
}

// int8 (bigint) columns hold times and food ids in milliseconds: well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each run its own); default: the server's. */
  schema?: string;
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    return {
      kysely: new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        plugins: [new CamelCasePlugin()],
      }),
      dialect: 'postgres',
      url: options.databaseUrl,
      schema: options.schema,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'buka.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the customer is told 201, so it survives a power cut or an
  // operating-system crash too; NORMAL survives only a killed process (README, durability). In
  // WAL mode it costs one fsync per commit, well under a millisecond on an SSD.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: 'sqlite',
  };
}
