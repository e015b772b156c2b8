import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@tabler/icons-react';

/**
 * Where each icon lives in the package, by the name it is exported under: its index re-exports
 * some icons under a second name (`Icon123` is `IconNumber123.mjs`), so names are read from it.
 */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const esm = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist/esm');
  const index = readFileSync(path.join(esm, 'tabler-icons-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  )) {
    for (const name of names!.matchAll(/as (\w+)/g))
      files.set(name[1]!, path.join(esm, 'icons', file!));
  }
  return files;
}

/**
 * Imports each icon a test's modules name from its own file. The package's index loads all of
 * its 6,000 icon modules, and the web tests run each file in a fresh module graph, so every one
 * of about 120 files paid that (0.5 s of CPU each on the 2-core CI machine). Vite's build
 * already keeps only the icons used; this is for Vitest only.
 */
export function tablerIconsByFile(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'ordo-tabler-icons-by-file',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(PACKAGE)) return undefined;
      files ??= iconFiles();
      const known = files;
      const pattern = /import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react';?/g;
      return code.replace(pattern, (whole, list: string) => {
        const names = list
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '));
        const lines = names.map((entry) => {
          const [name, local = name] = entry.split(/\s+as\s+/) as [string, string?];
          const file = known.get(name);
          return file ? `import ${local} from ${JSON.stringify(file)};` : undefined;
        });
        // Anything not an icon (a type, a helper) keeps the package's own import. One line, and
        // the import's line breaks after it, so errors still point at the source's lines.
        if (!lines.every(Boolean)) return whole;
        return lines.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
      });
    },
  };
}
