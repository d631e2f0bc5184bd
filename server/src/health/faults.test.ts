import { describe, expect, it } from 'vitest';
import { createFaults } from './faults';
import { limitState } from './file-descriptors';

function faultsAt(start = Date.UTC(2026, 10, 22, 12)) {
  let now = start;
  const lines: { level: string; message: string }[] = [];
  const faults = createFaults({
    now: () => new Date(now),
    dataDir: '/srv/buka',
    database: '/srv/buka/buka.db',
    dialect: 'sqlite',
  });
  faults.useLog({
    error: (_object, message) => lines.push({ level: 'error', message }),
    warn: (_object, message) => lines.push({ level: 'warn', message }),
    info: (_object, message) => lines.push({ level: 'info', message }),
  });
  return { faults, lines, advance: (ms: number) => (now += ms) };
}

describe('faults', () => {
  it('ends the open-file limit only after room at every check for 10 s, not at a freed moment', () => {
    const { faults, lines, advance } = faultsAt();
    const detail = () => '256 of 256 file descriptors in use';
    faults.descriptors('at', detail);
    advance(5_000);
    // The header timeout closes the whole flood at once: room for a moment, then full again.
    faults.descriptors('past', detail);
    advance(5_000);
    faults.descriptors(undefined, detail);
    advance(5_000);
    faults.descriptors('past', detail);
    advance(5_000);
    faults.descriptors('at', detail);
    expect(faults.isActive('fd-limit')).toBe(true);
    expect(lines).toHaveLength(1);
    // The flood ends: room at every check, and after 10 s it is over.
    for (let check = 0; check < 3; check++) {
      advance(5_000);
      faults.descriptors('past', detail);
    }
    expect(faults.isActive('fd-limit')).toBe(false);
    expect(lines.at(-1)?.message).toBe('Below the open-file limit again after 35 s');
  });

  it('logs the open-file limit when it starts, then once a minute while it lasts', () => {
    const { faults, lines, advance } = faultsAt();
    for (let second = 0; second <= 125; second += 5) {
      faults.report('fd-limit', '256 of 256 file descriptors in use');
      advance(5_000);
    }
    expect(lines.map((line) => line.message)).toEqual([
      'At the open-file limit: new connections are refused: 256 of 256 file descriptors in use',
      'At the open-file limit: new connections are refused (still, for 60 s): 256 of 256 file descriptors in use',
      'At the open-file limit: new connections are refused (still, for 120 s): 256 of 256 file descriptors in use',
    ]);
    faults.resolve('fd-limit');
    expect(lines.at(-1)).toEqual({
      level: 'warn',
      message: 'Below the open-file limit again after 130 s',
    });
    expect(faults.active()).toEqual([]);
  });

  it('logs a full disk once with where, however many writes fail, and again if it comes back', () => {
    const { faults, lines, advance } = faultsAt();
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    for (let i = 0; i < 50; i++) {
      faults.notice('disk-full', full);
      advance(1_000);
    }
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'Disk full: database or disk is full (SQLITE_FULL), writing /srv/buka/buka.db',
      },
    ]);
    expect(faults.active()).toMatchObject([{ kind: 'disk-full', place: '/srv/buka' }]);
    faults.resolve('disk-full');
    faults.notice('disk-full', full);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(2);
  });

  it('says a lost database connection at most every 10 s, counting the rest', () => {
    const { faults, lines, advance } = faultsAt();
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (let i = 0; i < 5; i++) faults.connectionLost(lost);
    advance(10_000);
    faults.connectionLost(lost);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.message).toContain('4 more since the last such line');
    // Lost connections are not an unreachable database: the pool opens new ones.
    expect(faults.active()).toEqual([]);
  });
});

describe('the open-file limit', () => {
  it('is reached with fewer than 4 free, and past only with 16 free', () => {
    expect(limitState('at-limit')).toBe('at');
    expect(limitState({ open: 254, limit: 256 })).toBe('at');
    expect(limitState({ open: 250, limit: 256 })).toBe(undefined);
    expect(limitState({ open: 240, limit: 256 })).toBe('past');
    expect(limitState(undefined)).toBe(undefined);
  });
});
