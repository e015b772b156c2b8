// `npm run build -w @ordo/server` (and `npm start`, when the build is missing or stale): bundles
// the server, with the workspace packages @ordo/agenda and @ordo/contract and most of its npm
// dependencies, into `dist/main.js` plus chunks that plain Node runs without a transpiler.
//
// esbuild rather than tsc: it comes with tsx (a server dependency, for `npm run dev`), builds in
// a second or two, and a bundle starts much faster than hundreds of separate modules (Node 20
// has no compile cache); tsc would also leave `@ordo/*` imports pointing at TypeScript sources.
// Types are checked by `npm run typecheck`, not here. Modules imported with `import()` land in
// chunks of their own, loaded only when first used.
//
// Packages that find their own files at run time (PGlite's WASM, sharp's binary, pino's worker
// threads, the swagger UI's assets) stay external, loaded from node_modules as usual.
//
// Our own data files (migrations, the template library, AI method data) are not copied: inside
// the bundle each source file's `import.meta.url` still names that source file, so a path written
// relative to a module resolves to the same file from `src` (tsx, tests) and from `dist`. The
// sources therefore ship alongside `dist` (the Docker image copies them).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
export const defaultOutDir = path.join(serverRoot, 'dist');

const externalPackages = new Set([
  '@electric-sql/pglite',
  'sharp',
  'pino',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  // Optional native drivers that are required lazily and not installed.
  'pg-native',
  // Imported with `import()` only when REDIS_URL is set: bundled, its named export `Redis` was
  // lost to esbuild's CommonJS wrapper (only `default` remained) and the server could not
  // start with Redis; Node's own loader finds it, as under tsx.
  'ioredis',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Leaves the packages listed above to Node, with all their subpaths. */
const keepExternal = {
  name: 'keep-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      externalPackages.has(packageName(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** Replaces `import.meta.url` in our TypeScript sources by the URL of the source file itself. */
function sourceFileUrls(outDir) {
  return {
    name: 'source-file-urls',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const contents = await readFile(args.path, 'utf8');
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const sourceUrl = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: contents.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
      });
    },
  };
}

/** Builds into `outDir` (its previous build removed first); tests build into a folder of their own. */
export async function buildServer(outDir = defaultOutDir) {
  for (const previous of ['main.js', 'main.js.map', 'chunks'])
    await rm(path.join(outDir, previous), { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(serverRoot, 'src/main.ts') },
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Bundled CommonJS packages call `require` for Node's modules and the external packages.
    banner: {
      js: "import { createRequire as __ordoCreateRequire } from 'node:module'; const require = __ordoCreateRequire(import.meta.url);",
    },
    // Identifiers stay readable in stack traces. No `keepNames`: its `__name()` call for every
    // function cost ~12 MB at start; names change only where two modules' top-level names
    // collide (`APIError3`), and the libraries here set their errors' `name` explicitly.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepExternal, sourceFileUrls(outDir)],
  });
}

const templateFile = path.join(defaultOutDir, 'pglite-template.tar.gz');

/** Whether the empty-database template is missing or was made by another PGlite version. */
export function templateIsStale() {
  const versionFile = `${templateFile}.version`;
  if (!existsSync(templateFile) || !existsSync(versionFile)) return true;
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const manifest = path.join(path.dirname(wasm), '..', 'package.json');
  const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
  return readFileSync(versionFile, 'utf8').trim() !== installed;
}

/** Makes the template in a process of its own (initdb's memory is freed with it). */
export function buildTemplate() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/db/build-template.ts')],
    { cwd: serverRoot, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('could not build the embedded database template');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  if (templateIsStale()) buildTemplate();
  console.log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
