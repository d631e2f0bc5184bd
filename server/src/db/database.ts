import fs from 'node:fs';
import path from 'node:path';
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
import { ImmediateSqliteDialect, SqliteFile } from './sqlite-dialect';
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
  /**
   * SQLite only: runs `change` on the database's files with the shop's connection closed, once
   * no query is using it, and connects again (a restore swapping a copy in).
   */
  whileClosed?: <T>(change: () => T) => Promise<T>;
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
  return openSqliteFile(path.join(options.dataDir, 'buka.db'));
}

/** The shop's database in a SQLite file (the data directory's, or a copy being made ready). */
export function openSqliteFile(file: string): Db {
  const dialect = new ImmediateSqliteDialect(new SqliteFile(file));
  return {
    kysely: new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] }),
    dialect: 'sqlite',
    whileClosed: (change) => dialect.whileClosed(change),
  };
}
