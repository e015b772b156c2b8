import { fileURLToPath } from 'node:url';

/**
 * The folder of the template library's data files. The one place that knows where they live:
 * beside this module in the sources, and copied next to the compiled module when the server
 * runs from `dist`, so one relative URL serves both.
 */
export function templateLibraryDir(): string {
  return fileURLToPath(new URL('./library/', import.meta.url));
}
