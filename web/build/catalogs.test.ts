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

  it('compiles a language ahead, English as a catalog like the others without the staff words', () => {
    expect(catalogModule('ha')).toContain('"navHome":["Gida"]');
    const english = catalogModule('en');
    expect(english).toContain('"dishCount"');
    expect(english).toContain('"navHome":["Home"]');
    expect(english).not.toContain('savingProduct');
    expect(catalogModule('en', true)).toContain('"cartTitle":["Cart"]');
  });

  it("gives the pages' domain rules the table's ids, and the server's code its English", () => {
    const resolve = (pages: boolean, importer: string) => {
      const plugin = languageCatalogs({ pages });
      const hook = plugin.resolveId as unknown as (id: string, importer?: string) => unknown;
      return hook('./messages', new URL(importer, domainUrl).pathname);
    };
    const domainUrl = new URL('../../domain/src/', import.meta.url);
    expect(resolve(true, 'validation.ts')).toBe('\0virtual:message-ids');
    expect(resolve(true, 'translations.ts')).toBeUndefined();
    expect(resolve(false, 'validation.ts')).toBeUndefined();
    const load = languageCatalogs({ pages: true }).load as unknown as (id: string) => string;
    expect(load('\0virtual:english-words')).toBe('export default {};\n');
    expect(load('\0virtual:message-ids')).toContain('messageIds as messages');
  });
});
