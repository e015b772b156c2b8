/**
 * Runs once before the server's tests: makes sure the embedded database's template exists
 * (`dist/pglite-template.tar.gz`, normally made by the server build). On a fresh clone
 * `npm test` runs these tests before anything is built, and without the template every test
 * database ran initdb: about 2.2 s of CPU each instead of 0.6 s, hundreds of times a run.
 */
// @ts-expect-error build.mjs is plain JavaScript without type declarations.
import { buildTemplate, templateIsStale } from '../../build.mjs';

export default function setup(): void {
  if ((templateIsStale as () => boolean)()) (buildTemplate as () => void)();
}
