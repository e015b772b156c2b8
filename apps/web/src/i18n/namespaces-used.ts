/**
 * The catalogs (namespaces) a module's source asks for: `useTranslation('x')`,
 * `useTranslation(['x', 'y'])` and keys written with their namespace, `t('x:key')`. The build
 * declares them when the module is evaluated (vite.config.ts, `namespaceDeclarations`), so a
 * screen's catalogs are loaded with its code; see `declared.ts`. `common` is always bundled.
 */
export function namespacesUsedIn(source: string): string[] {
  const found = new Set<string>();
  for (const [, argument] of source.matchAll(/\buseTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g)) {
    for (const [, name] of (argument ?? '').matchAll(/'([\w-]+)'/g)) found.add(name ?? '');
  }
  for (const [, name] of source.matchAll(/\bt\(\s*['`]([\w-]+):/g)) found.add(name ?? '');
  found.delete('common');
  found.delete('');
  return [...found].sort();
}
