import { describe, expect, it } from 'vitest';
import { markDatabaseError, storageProblem } from './storage-errors';

const coded = (message: string, code?: string) => Object.assign(new Error(message), { code });
const fromDatabase = (error: Error) => {
  markDatabaseError(error);
  return error;
};

describe('storage problems', () => {
  it.each([
    [coded('database or disk is full', 'SQLITE_FULL'), 'disk-full'],
    [coded('ENOSPC: no space left on device, write', 'ENOSPC'), 'disk-full'],
    [coded('could not extend file', '53100'), 'disk-full'],
    [coded('EMFILE: too many open files', 'EMFILE'), 'fd-limit'],
    [coded('database is locked', 'SQLITE_BUSY'), 'database-busy'],
    [coded('database is locked', 'SQLITE_BUSY_SNAPSHOT'), 'database-busy'],
    [coded('canceling statement due to statement timeout', '57014'), 'database-busy'],
    [coded('terminating connection due to administrator command', '57P01'), 'database-unreachable'],
    [coded('the database system is starting up', '57P03'), 'database-unreachable'],
    [
      fromDatabase(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      'database-unreachable',
    ],
    [fromDatabase(new Error('timeout expired')), 'database-unreachable'],
    [fromDatabase(new Error('Connection terminated unexpectedly')), 'database-unreachable'],
    [fromDatabase(new Error('Query read timeout')), 'database-unreachable'],
  ])('%s is %s', (error, problem) => {
    expect(storageProblem(error)).toBe(problem);
  });

  it("leaves others' network errors alone: a payment provider refused is not the database", () => {
    const refused = coded('connect ECONNREFUSED 10.0.0.9:443', 'ECONNREFUSED');
    expect(storageProblem(refused)).toBeUndefined();
    expect(storageProblem(new TypeError('fetch failed', { cause: refused }))).toBeUndefined();
    expect(storageProblem(new Error('Connection terminated unexpectedly'))).toBeUndefined();
  });

  it('looks through causes, and answers nothing for an ordinary bug', () => {
    const full = coded('database or disk is full', 'SQLITE_FULL');
    expect(storageProblem(new Error('Database migration failed', { cause: full }))).toBe(
      'disk-full',
    );
    expect(
      storageProblem(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeUndefined();
    expect(storageProblem('a string')).toBeUndefined();
  });
});
