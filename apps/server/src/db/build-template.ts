/**
 * `node --import tsx src/db/build-template.ts`, run by the server build: initialises one empty
 * embedded database (initdb, the slow and memory-hungry part of a first start) and saves it as
 * `dist/pglite-template.tar.gz`, with the PGlite version it is valid for. Migrations are not
 * included: the server applies them at start, so the template never goes stale with them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, pgliteVersion, templateFile } from './pglite-options.ts';

const client = new PGlite({ ...(await pgliteOptions()) });
await client.waitReady;
const dump = await client.dumpDataDir('gzip');
await client.close();
await mkdir(path.dirname(templateFile), { recursive: true });
await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
await writeFile(`${templateFile}.version`, `${pgliteVersion()}\n`);
