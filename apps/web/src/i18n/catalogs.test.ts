import { describe, expect, it } from 'vitest';
import { loadAllCatalogs } from './resources.ts';

const resources = await loadAllCatalogs();

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation catalogs', () => {
  it('exist for English and French with the same namespaces', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'fr']);
    expect(Object.keys(resources.fr ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
  });

  it.each(Object.keys(resources.en ?? {}))(
    'namespace %s holds the same keys in both',
    (namespace) => {
      const english = keysOf(resources.en?.[namespace]).sort();
      const french = keysOf(resources.fr?.[namespace]).sort();
      expect(french).toEqual(english);
    },
  );

  it('has no empty translation', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, catalog] of Object.entries(namespaces)) {
        const empty = keysOf(catalog).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
