import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Faults } from '../health/faults';
import {
  createPostgresPool,
  describePostgres,
  postgresClientConfig,
  type PostgresLimits,
  type PostgresPoolEvents,
} from './postgres-pool';
import { ImmediateSqliteDialect } from './sqlite-dialect';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the connection string, for LISTEN/NOTIFY clients of its own. */
  url?: string;
  /** PostgreSQL only: one connection's settings (time limits, application name, schema). */
  clientConfig?: pg.ClientConfig;
  schema?: string;
}

// int8 (bigint) columns hold times and food ids in milliseconds: well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each run its own); default: the server's. */
  schema?: string;
  /** PostgreSQL's time limits; the README's defaults when not given. */
  limits?: PostgresLimits;
  /** Where the pool reports a database it cannot reach (the server's health); none in tools. */
  faults?: Faults;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
};

function poolEvents(faults: Faults | undefined): PostgresPoolEvents {
  return {
    unreachable: (error) => faults?.unreachable(error),
    answered: () => faults?.resolve('database-unreachable'),
    committed: () => faults?.wrote(),
    connectionLost: (error) => faults?.connectionLost(error),
  };
}

/** How the log names the database: its file, or PostgreSQL's host, port and name. */
export function databaseLabel(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>): string {
  return options.databaseUrl
    ? describePostgres(options.databaseUrl)
    : path.join(path.resolve(options.dataDir), 'buka.db');
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const clientConfig = postgresClientConfig(
      options.databaseUrl,
      options.limits ?? DEFAULT_POSTGRES_LIMITS,
      options.schema,
    );
    return {
      kysely: new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: createPostgresPool(clientConfig, poolEvents(options.faults)),
        }),
        plugins: [new CamelCasePlugin()],
      }),
      dialect: 'postgres',
      url: options.databaseUrl,
      clientConfig,
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
      dialect: new ImmediateSqliteDialect(sqlite),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: 'sqlite',
  };
}
