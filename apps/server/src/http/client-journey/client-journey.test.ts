import { copyFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { Conformance, servedDocument } from '../openapi-testing.ts';
import { generateTypes } from './generate-types.ts';
import type { JourneyResult } from './journey-result.ts';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The journey, loaded by a specifier tsc does not follow: journey.ts imports the generated
 * `openapi-types.ts`, which the repository does not hold (it is written below, from the served
 * document), so the workspace's typecheck leaves journey.ts out and this test checks it.
 */
async function loadJourney(): Promise<
  (baseUrl: string, fetch: typeof globalThis.fetch) => Promise<JourneyResult>
> {
  const specifier = './journey.ts';
  const module = (await import(/* @vite-ignore */ specifier)) as {
    clientJourney: (baseUrl: string, fetch: typeof globalThis.fetch) => Promise<JourneyResult>;
  };
  return module.clientJourney;
}

/** Type-checks `files` strictly, as a project that installed openapi-fetch would. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from the OpenAPI document alone (openapi-typescript + openapi-fetch)', () => {
  let app: App;
  let base: string;
  let conformance: Conformance;
  let types: string;

  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '100000' });
    conformance = new Conformance(await servedDocument(app));
    types = await generateTypes(conformance.document);
    // A real listening server on a free port: the client speaks HTTP through fetch.
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // A copy beside journey.ts for an editor's benefit only; git ignores it.
    if (process.env.UPDATE_OPENAPI_TYPES === '1') {
      writeFileSync(join(here, 'openapi-types.ts'), types);
    }
  });
  afterAll(() => app.close());

  it('compiles: the journey type-checks against types generated from the served document', () => {
    // Under node_modules/.cache, so openapi-fetch resolves as from any file of this workspace.
    const root = join(here, '../../../node_modules/.cache');
    mkdirSync(root, { recursive: true });
    const dir = mkdtempSync(join(root, 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'openapi-types.ts'), types);
      for (const file of ['journey.ts', 'journey-result.ts']) {
        copyFileSync(join(here, file), join(dir, file));
      }
      expect(typeErrors([join(dir, 'journey.ts')])).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works: register, create, share, run live with a control token, read Insight', async () => {
    const problems: string[] = [];
    // Every answer the client gets is held against the document too.
    const checked: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      const body = await response.clone().text();
      const url = new URL(request.url);
      problems.push(
        ...conformance.problems(request.method, url.pathname, {
          status: response.status,
          contentType: response.headers.get('content-type') ?? undefined,
          body,
        }),
      );
      return response;
    };
    const clientJourney = await loadJourney();
    const result = await clientJourney(base, checked);
    expect(problems).toEqual([]);
    expect(result.publicStatus).toBe('running');
    expect(result.finishedStatus).toBe('finished');
    expect(result.runs).toBe(1);
    expect(result.sequenceTitles).toEqual(['Welcome', 'Decide']);
    const rows = parse(result.csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.title)).toEqual(['Welcome', 'Decide']);
    expect(rows[0]?.addedMinutes).toBe('1.00');
  });
});
