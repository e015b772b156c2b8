import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  CSP_NONCE_PLACEHOLDER,
  isApiPath,
  isFrontDoorPagePath,
  isParticipantPagePath,
  matchesPagePattern,
  pagePatterns,
  type PageOptions,
} from '@ordo/contract';
import { AppError } from '../http/app-error.ts';
import { cspNonceOf } from '../http/csp-nonce.ts';
import {
  createFrontDoor,
  prerenderEntryIn,
  workerPrerender,
  type FrontDoor,
  type Prerender,
} from './front-door.ts';

/**
 * Pages that show a meeting to participants (`/m/…`, `/meeting/{id}`, the join flow): search
 * engines must not index them, just as the API answers behind them say (DESIGN §9), unless
 * the meeting's owner let them list its agenda page (`agendaPageId`, issue 26). The editor and
 * its print page are tools, not meetings.
 */
export function isPublicMeetingPage(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (/^\/m\/[^/]+/.test(path) || /^\/meeting\/join(\/|$)/.test(path)) return true;
  return /^\/meeting\/[^/]+\/?$/.test(path) && !/^\/meeting\/(editor|printMeeting)\/?$/.test(path);
}

/**
 * The meeting id of a public agenda page (`/m/{id}`, `/meeting/{id}`), the only participant
 * pages a search engine may be allowed to list (issue 26); undefined for every other path,
 * including the live, remote and presenter views and the join flow.
 */
export function agendaPageId(url: string): string | undefined {
  const path = url.split('?', 1)[0] ?? '';
  const match = /^\/(?:m|meeting)\/([^/]+)\/?$/.exec(path);
  const id = match?.[1];
  if (!id || /^\/meeting\/(join|editor|printMeeting)\/?$/.test(path)) return undefined;
  return id;
}

const ONE_YEAR_SECONDS = 31_536_000;

function readPage(distDir: string | undefined, name: string): string | undefined {
  const file = distDir ? path.join(distDir, name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built SPA from `distDir`: hashed files under /assets/ are cached for a year
 * (their name changes with their content), everything else revalidates, and any non-API
 * path without a file gets index.html so client routes work on reload, with status 404 when
 * it is none of the app's pages (`options.pages`). Unknown API paths answer the JSON 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: {
    prerender?: Prerender;
    pages?: PageOptions;
    /**
     * Whether the meeting a public agenda page names may be listed by search engines (its
     * owner allowed it, issue 26). Absent: every participant page asks not to be indexed.
     */
    pageIndexable?: (id: string) => Promise<boolean>;
  } = {},
): Promise<void> {
  // The web router's own page list (packages/contract/src/pages.ts): any other path is a 404,
  // with the app as its body so a person still gets its not-found page and a way home.
  const patterns = options.pages ? pagePatterns(options.pages) : undefined;
  const indexHtml = readPage(distDir, 'index.html');
  // The participants' build (apps/web/src/front): the same pages without the editor and the
  // dashboard. A build without it serves them from the full app, as before.
  const frontHtml = readPage(distDir, 'front.html') ?? indexHtml;
  // The front door's build (apps/web/src/door), prerendered once the server listens.
  const doorHtml = readPage(distDir, 'door.html');
  const prerenderEntry = distDir && prerenderEntryIn(distDir);
  const prerender = options.prerender ?? (prerenderEntry && workerPrerender(prerenderEntry));
  let frontDoor: FrontDoor | undefined;
  if (doorHtml && prerender) {
    frontDoor = createFrontDoor(app, { shell: doorHtml, prerender, log: app.log });
    // Not awaited: the server answers at once, with the page shell until the pages are ready.
    app.addHook('onListen', (done) => {
      void frontDoor?.start();
      done();
    });
  }

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // The build writes a .br and a .gz beside each text asset (apps/web/vite.config.ts); the
      // one the browser accepts goes out, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // The prerender's code (dist/ssr) runs in the server, never in a browser.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // Our own cache policy below replaces the plugin's default `max-age=0`.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  /** Asks the meetings module; a failed lookup keeps the page out of search engines. */
  const mayIndex = async (url: string): Promise<boolean> => {
    const id = agendaPageId(url);
    if (!id || !options.pageIndexable) return false;
    try {
      return await options.pageIndexable(id);
    } catch (error) {
      app.log.warn({ err: error }, 'could not tell whether a meeting page may be indexed');
      return false;
    }
  };

  const sendIndex = async (reply: FastifyReply) => {
    const url = reply.request.url;
    if (isPublicMeetingPage(url) && !(await mayIndex(url))) reply.header('x-robots-tag', 'noindex');
    let html = isParticipantPagePath(url) ? frontHtml : indexHtml;
    if (isFrontDoorPagePath(url) && doorHtml) {
      // The prerendered page is in the visitor's language (the shell picks it in the browser).
      reply.header('vary', 'Accept-Language');
      html = frontDoor?.page(url, reply.request.headers['accept-language']) ?? doorHtml;
    }
    if (!html) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    const nonce = cspNonceOf(reply.raw);
    // A meeting's address with an unknown id is still a page (`/m/{uuid}` is in the list): the
    // app asks the API and says the meeting is not found, as it does for a deleted one.
    const known = !patterns || matchesPagePattern(url, patterns);
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };

  // The home page is a directory to the static plugin; answer it explicitly.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isPageRequest || request.url.startsWith('/assets/')) {
      throw new AppError(
        'NOT_FOUND',
        `No route for ${request.method} ${request.url.split('?')[0]}`,
      );
    }
    return sendIndex(reply);
  });
}
