import { describe, expect, it } from 'vitest';
import { namespacesUsedIn } from './namespaces-used.ts';

describe('the catalogs a module asks for', () => {
  it('reads one namespace, a list, and keys written with their namespace', () => {
    const source = `
      const { t } = useTranslation('sharing');
      const other = useTranslation(['cockpit', 'live']);
      return t('methods:pick') + t(\`live:status.\${status}\`) + t('plain.key');
    `;
    expect(namespacesUsedIn(source)).toEqual(['cockpit', 'live', 'methods', 'sharing']);
  });

  it('leaves out common, which is bundled, and modules that ask for nothing', () => {
    expect(namespacesUsedIn("useTranslation(); useTranslation('common'); t('common:x')")).toEqual(
      [],
    );
    expect(namespacesUsedIn('export const x = 1;')).toEqual([]);
  });

  it('finds every catalog the Share tab shows, its preview included', async () => {
    const { readFile } = await import('node:fs/promises');
    const read = (file: string) => readFile(new URL(file, import.meta.url), 'utf8');
    // The preview's sequences show their live mark from the live catalog: the namespace that,
    // asked for only once the preview's answer came, hid the whole page for an instant.
    expect(
      namespacesUsedIn(await read('../features/public-meeting/public-sequence.tsx')),
    ).toContain('live');
    expect(namespacesUsedIn(await read('../features/sharing/share-tab.tsx'))).toEqual(['sharing']);
  });
});
