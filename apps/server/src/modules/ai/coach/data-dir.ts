import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the coach's JSON data. It sits next to the sources (`src/modules/ai/data`);
 * when the server runs compiled from `dist`, the build may not copy JSON, so the sources'
 * folder is found by walking up to the app root. The one place that knows the layout.
 */
export function coachDataDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../data'),
    ...ancestors(here).map((dir) => path.join(dir, 'src/modules/ai/data')),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'intents.json')));
  if (!found) throw new Error(`AI coach data not found (looked in ${candidates.join(', ')})`);
  return found;
}

function ancestors(dir: string): string[] {
  const list: string[] = [];
  for (let current = dir; path.dirname(current) !== current; current = path.dirname(current)) {
    list.push(current);
  }
  return list;
}
