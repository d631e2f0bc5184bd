import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { markDatabaseError, storageProblem } from './storage-errors';

export interface PostgresLimits {
  /** Opening a new connection (a request waits for a busy pool's free one up to queryMs). */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer, and a transaction left idle that long. */
  statementMs: number;
  /** No answer within this long (a stalled network or server): the connection is dropped. */
  queryMs: number;
}

/** What the pool tells the rest of the shop (the faults health reports). */
export interface PostgresPoolEvents {
  /** No connection could be made or taken from the pool, or a query got no answer in time. */
  unreachable(error: unknown): void;
  /** A query was answered: the database is reachable. */
  answered(): void;
  /** A transaction committed: PostgreSQL takes writes. */
  committed(): void;
  /** An open connection died (a restart, a failover, a terminated backend, a cut network). */
  connectionLost(error: unknown): void;
}

/** One connection's settings, for the pool and for the event bus's LISTEN connection. */
export function postgresClientConfig(
  databaseUrl: string,
  limits: PostgresLimits,
  schema?: string,
): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    // How operators (and tests) pick out the shop's connections in pg_stat_activity; an
    // application_name in DATABASE_URL takes precedence.
    application_name: 'buka',
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    // A transaction whose client vanished (a cut network) must not keep its rows locked.
    idle_in_transaction_session_timeout: limits.statementMs,
    query_timeout: limits.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    options: schema ? `-c search_path=${schema}` : undefined,
  };
}

const EMPTY_RESULT = { rows: [], command: 'ROLLBACK', rowCount: 0 };

/**
 * node-postgres's pool made safe for a shop that must outlive its database's bad moments:
 * - a connection that dies while checked out (between the queries of a transaction) emits
 *   'error' with no listener, which ends the process; every connection gets one at birth;
 * - a connection whose query went unanswered is dropped on release, never handed to the next
 *   request with the old query still in it;
 * - a ROLLBACK that fails because the connection died does not hide the error that caused it
 *   (the connection is dropped instead).
 */
export function createPostgresPool(
  config: pg.ClientConfig,
  events: PostgresPoolEvents,
): PostgresPool {
  // The pool's own wait, for one of its ten connections to come free, is the query limit: a
  // burst of orders queues for a moment without failing, and a connection held longer than
  // that is dropped anyway. Opening a connection keeps the connect limit (the client's own).
  const pool = new pg.Pool({
    ...config,
    max: 10,
    connectionTimeoutMillis: config.query_timeout,
    Client: class extends pg.Client {
      constructor(options?: pg.ClientConfig) {
        super({ ...options, connectionTimeoutMillis: config.connectionTimeoutMillis });
      }
    },
  });
  pool.on('connect', (client) => client.on('error', (error) => events.connectionLost(error)));
  // The same error reaches the client's own listener above; the pool only must not throw it.
  pool.on('error', () => {});

  async function connect(): Promise<PostgresPoolClient> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      markDatabaseError(error);
      events.unreachable(error);
      throw error;
    }
    let broken = false;
    const query = async (text: string, values: readonly unknown[]) => {
      try {
        const result = await client.query(text, values as unknown[]);
        events.answered();
        if (text === 'commit') events.committed();
        return result;
      } catch (error) {
        markDatabaseError(error);
        const lost = storageProblem(error) === 'database-unreachable';
        if (lost) broken = true;
        if (error instanceof Error && error.message === 'Query read timeout') {
          events.unreachable(error);
        }
        if (text === 'rollback') {
          broken = true;
          return EMPTY_RESULT;
        }
        throw error;
      }
    };
    // Kysely calls query(text, values) only: no cursors are configured.
    return {
      query,
      release: () =>
        client.release(broken ? new Error('Dropped: the connection failed or hung') : undefined),
    } as unknown as PostgresPoolClient;
  }

  return { connect, end: () => pool.end() };
}

/** How the log names the database: host, port and name, never the password. */
export function describePostgres(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
