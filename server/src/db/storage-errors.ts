/**
 * Errors that say the shop cannot reach or use its storage right now, rather than a fault in
 * the request or in our code: they are answered 503 and retried by the caller.
 */
export type StorageProblem = 'database-unreachable' | 'database-busy' | 'disk-full' | 'fd-limit';

// node-postgres says these in words, without a code.
const PG_CONNECTION_LOST = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A new connection that did not open within its connectionTimeoutMillis.
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

const FROM_DATABASE = Symbol('from the database driver');

/**
 * Marks an error as the database driver's: only then do network words ('Connection terminated',
 * ECONNREFUSED) mean the database, not a payment provider or a browser that hung up.
 */
export function markDatabaseError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    (error as { [FROM_DATABASE]?: true })[FROM_DATABASE] = true;
  }
}

function classifyOne(error: object): StorageProblem | undefined {
  const code = 'code' in error ? String(error.code) : '';
  const message = 'message' in error ? String(error.message) : '';
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') {
    return 'disk-full';
  }
  if (code === 'EMFILE' || code === 'ENFILE') return 'fd-limit';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database-busy';
  // PostgreSQL: statement or lock timeout, serialization failure, deadlock.
  if (['57014', '55P03', '40001', '40P01'].includes(code)) return 'database-busy';
  // PostgreSQL: connection exceptions (class 08), shutting down, too many connections.
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) {
    return 'database-unreachable';
  }
  if (!(FROM_DATABASE in error)) return undefined;
  if (NETWORK_CODES.has(code)) return 'database-unreachable';
  if (PG_CONNECTION_LOST.some((start) => message.startsWith(start))) return 'database-unreachable';
  return undefined;
}

/** The storage problem behind an error (looking through its causes), if it is one. */
export function storageProblem(error: unknown): StorageProblem | undefined {
  let next: unknown = error;
  for (let depth = 0; depth < 5 && typeof next === 'object' && next !== null; depth++) {
    const problem = classifyOne(next);
    if (problem) return problem;
    next = 'cause' in next ? next.cause : undefined;
  }
  return undefined;
}

/** The error's own words with its code, for the operator's log. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && error.code ? ` (${String(error.code)})` : '';
  return `${error.message}${code}`;
}
