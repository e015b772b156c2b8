import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/constants.ts';
import { colorSchemeScript } from './src/app/color-scheme-script.ts';
import { appKeys, earlyReadsScript } from './src/front/early-reads-script.ts';
import { namespacesUsedIn } from './src/i18n/namespaces-used.ts';
import { routeNamespaces } from './src/i18n/route-namespaces.ts';

const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, once, at the highest
 * levels (the server sends them as they are: apps/server/src/web/serve-web-app.ts). index.html
 * is left out: the server puts a fresh CSP nonce in it for every response and compresses it then.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ordo-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) =>
        compressible.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          // The light builds run after the full app's: the first one's twins stand.
          if ((await stat(full)).size < 1024 || existsSync(`${full}.br`)) return;
          const content = await readFile(full);
          await writeFile(
            `${full}.br`,
            await brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Marks the build's stylesheets as the first layer of React's style resources. React 19 puts a
 * `<style precedence>` resource (Mantine's responsive style props with
 * `deduplicateInlineStyles`, such as `fz={{ base: 32, sm: 44 }}`) after the head's last element
 * with a `data-precedence`, or first in the head when there is none: before the stylesheet,
 * whose rules then won and the props did nothing above the phone size. After it, they win, as
 * the prerender already lays them out (src/door/prerender.tsx).
 */
function stylesheetPrecedence(): Plugin {
  return {
    name: 'ordo-stylesheet-precedence',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"(?![^>]*data-precedence)/g,
          '$& data-precedence="ordo"',
        ),
    },
  };
}

/**
 * The participants' pages start their first reads from the head, while their module downloads
 * (src/front/early-reads-script.ts), and take the visitor's color scheme before the spinner
 * their HTML paints (front.html). An inline script: fetched as a file, it would cost the
 * round trip it saves. It carries the nonce the server hands out for each response.
 */
function earlyReads(): Plugin {
  // The participants' screens: only their catalogs go into the page.
  const routes = routeNamespaces.filter(([pattern]) =>
    ['/m/x', '/m/x/live', '/m/x/remote', '/meeting/x', '/meeting/join', '/meeting/join/x'].some(
      (path) => pattern.test(path),
    ),
  );
  const wanted = new Set(routes.flatMap(([, namespaces]) => namespaces));
  const script = (catalogs: Record<string, string>) =>
    earlyReadsScript({ ...appKeys, routes, catalogs });
  /** `${language}/${namespace}` → the address of the catalog's chunk in this build. */
  const catalogsIn = (bundle: OutputBundle | undefined) => {
    const catalogs: Record<string, string> = {};
    for (const chunk of Object.values(bundle ?? {})) {
      const source = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
      const place = source && /[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(source);
      if (place && wanted.has(place[2] ?? ''))
        catalogs[`${place[1]}/${place[2]}`] = `/${chunk.fileName}`;
    }
    return catalogs;
  };
  return {
    name: 'ordo-early-reads',
    transformIndexHtml: {
      order: 'post',
      // Right after the charset, which must stay among the first bytes: the reads leave as
      // soon as the parser starts, and the colour scheme is set before anything is painted.
      handler: (html, context) =>
        path.basename(context.filename) === 'front.html'
          ? html.replace(
              /<meta charset="UTF-8" \/>/,
              (charset) =>
                `${charset}\n    <script nonce="${CSP_NONCE_PLACEHOLDER}">${colorSchemeScript}</script>` +
                `\n    <script nonce="${CSP_NONCE_PLACEHOLDER}">${script(
                  catalogsIn(context.bundle),
                )}</script>`,
            )
          : html,
    },
  };
}

/**
 * Puts `declareNamespaces([...])` at the top of each source module that asks for a catalog
 * (src/i18n/declared.ts), so the route loading a screen's code also loads every catalog that
 * code may show, whenever it shows it. Found from the source (src/i18n/namespaces-used.ts),
 * it cannot fall behind the code the way a hand-kept list per route would. Prepended on the
 * first line, so the source map is off by a few columns on that line only.
 */
function namespaceDeclarations(): Plugin {
  const registry = JSON.stringify(
    fileURLToPath(new URL('./src/i18n/declared.ts', import.meta.url)),
  );
  return {
    name: 'ordo-namespace-declarations',
    // Before TypeScript and JSX are compiled: the catalog names are read as written.
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]apps[\\/]web[\\/]src[\\/](?!i18n[\\/])[^?]*\.tsx?$/.test(id)) return null;
      if (/\.test\.tsx?$/.test(id)) return null;
      const names = namespacesUsedIn(code);
      if (names.length === 0) return null;
      const declaration = `import { declareNamespaces as __declareNamespaces } from ${registry}; __declareNamespaces(${JSON.stringify(names)});`;
      return { code: declaration + code, map: null };
    },
  };
}

const apiTarget = process.env.ORDO_API_URL ?? 'http://localhost:3000';

/**
 * Four builds into one `dist`: the full web app (index.html); with `--mode front`, the
 * participants' pages (front.html: public agenda, join, stage, remote; src/front/); with
 * `--mode door`, the front door (door.html: the landing page, the templates gallery and pricing;
 * src/door/); and, with `--mode door --ssr`, the front door's prerender, which the server runs
 * (dist/ssr, never served). Each light build has one entry and no data router, editor or
 * dashboard, so a phone opening a QR code or a newcomer opening `/` downloads one script of its
 * own plus the shared libraries it really uses (issue 11's budgets). They keep the first
 * build's files: they run after it and do not empty `dist`.
 */
const lightEntries: Record<string, string> = { front: 'front.html', door: 'door.html' };

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    // The light builds have no lazy routes to load catalogs with (nor bytes to spare for it).
    ...(lightEntries[mode] ? [] : [namespaceDeclarations()]),
    stylesheetPrecedence(),
    earlyReads(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // The server swaps this placeholder for a fresh nonce on every index.html it serves, so the
  // content security policy can forbid every <style> it did not hand out (DESIGN §9).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The front door's prerender (src/door/prerender.tsx) runs in a worker thread of the server,
  // which has none of the web app's dependencies in its bundle: everything goes into one file.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist',
    emptyOutDir: mode === 'production' && !isSsrBuild,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      ...(lightEntries[mode] && !isSsrBuild ? { input: lightEntries[mode] } : {}),
      // The workspace packages are pure modules (no work at import time that anything relies
      // on): what a screen does not use of them is left out, such as the agenda package's
      // markdown renderer when only its plan names are imported.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/](agenda|contract)[\\/]src[\\/]/.test(id),
      },
      output: {
        ...(isSsrBuild
          ? { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' }
          : {}),
        // Libraries only some screens use get chunks of their own: left to itself, the bundler
        // merges modules shared by many lazy screens into one chunk the entry imports, and a
        // participant's phone would download the editor's markdown and validation code.
        codeSplitting: {
          groups: [
            {
              name: 'markdown',
              test: /node_modules[\\/](markdown-it[\w-]*|linkify-it|mdurl|punycode\.js|uc\.micro|entities)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'codemirror',
              // Search and autocompletion stay out: the editor loads them on first use (the
              // first search key; the first focus or edit of the text).
              test: /node_modules[\\/](@codemirror[\\/](?!(search|autocomplete)[\\/])|(@lezer|crelt|style-mod|w3c-keyname)[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/v1', '/v2', '/v3', '/socket.io', '/healthz', '/readyz'].map((path) => [
        path,
        { target: apiTarget, ws: path === '/socket.io' },
      ]),
    ),
  },
}));
