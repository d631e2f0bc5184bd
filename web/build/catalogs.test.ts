import { afterEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../domain/src/locales/index.ts';
import { allCatalogProblems, catalogModule, languageCatalogs } from './catalogs.ts';

describe("the build's language catalogs", () => {
  const saved = catalogs.ha.navHome;
  afterEach(() => {
    catalogs.ha.navHome = saved;
  });

  it('builds when every catalog is complete', () => {
    expect(allCatalogProblems()).toEqual([]);
  });

  it('fails the build when a catalog misses a key', () => {
    delete (catalogs.ha as Partial<typeof catalogs.ha>).navHome;
    const plugin = languageCatalogs();
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => void;
    expect(() => buildStart.call(context)).toThrow(/ha: navHome has no translation/);
    expect(errors).toHaveLength(1);
  });

  it('compiles a language ahead, and sends of English only the forms the table cannot fill', () => {
    expect(catalogModule('ha')).toContain('"navHome":["Gida"]');
    const english = catalogModule('en');
    expect(english).toContain('"dishCount"');
    expect(english).not.toContain('navHome');
  });
});
