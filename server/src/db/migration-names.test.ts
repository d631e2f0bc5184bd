import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationNames } from './migrate';

// Shops' databases record these by name, so they can never change (migrations/README.md).
const frozenNames = [
  '0001-initial',
  '0003-uploads',
  '0004-oidc-logins',
  '0012-1-unpaid-orders',
  '0015-1-order-acceptance',
  '0015-2-notifications',
  '0018-1-refunds',
  '0018-2-report-days',
  '0019-18-board-pages',
  '0020-18-user-search',
  '0021-16-dish-options',
  '0022-17-pickup-and-later',
  '0023-18-phone-orders',
  '0024-18-report-splits',
];
// Four digits, then words that each start with a letter: '0025-18-x' is refused.
const scheme = /^(\d{4})-[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;
/**
 * The names that break the scheme or do not number on from the one before (from the last frozen
 * one). A gap is allowed: numbers are handed out to changes made side by side, and one may
 * arrive before another; Kysely only needs them in order.
 */
function schemeProblems(names: readonly string[]): string[] {
  let previous = 24;
  return names.filter((name) => {
    const number = Number(scheme.exec(name)?.[1] ?? Number.NaN);
    const fits = number > previous;
    if (fits) previous = number;
    return !fits;
  });
}

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('migration names', () => {
  it('keep the names shops have already recorded, first and in order', () => {
    expect(migrationNames.slice(0, frozenNames.length)).toEqual(frozenNames);
  });

  it('name each later migration NNNN-<slug>, numbered after the one before', () => {
    expect(schemeProblems(migrationNames.slice(frozenNames.length))).toEqual([]);
    // The check itself, on names a new migration might be given:
    expect(schemeProblems(['0025-dish-allergens', '0026-staff-notes2'])).toEqual([]);
    expect(schemeProblems(['0025-18-dish-allergens'])).toEqual(['0025-18-dish-allergens']);
    expect(schemeProblems(['0025-Dish_Allergens', 'dish-allergens'])).toHaveLength(2);
    expect(schemeProblems(['0027-dish-allergens'])).toEqual([]);
    expect(schemeProblems(['0026-dish-allergens', '0026-staff-notes'])).toEqual([
      '0026-staff-notes',
    ]);
    expect(schemeProblems(['0024-dish-allergens'])).toEqual(['0024-dish-allergens']);
  });

  it('sort in the order they run, as Kysely orders them', () => {
    expect([...migrationNames].sort()).toEqual(migrationNames);
  });

  it('are the files of the migrations folder', () => {
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...migrationNames].sort());
  });
});
