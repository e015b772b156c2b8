// `npm start`: build what is missing or older than its sources (the web app, the server's
// JavaScript, the embedded database's template), then run the compiled server in this very
// process. Importing it rather than spawning a second Node saves a whole runtime start before
// /healthz answers (issue 27: `npm start` within 1.5 s on existing data), and the server's own
// SIGINT/SIGTERM handlers shut it down gracefully. `npm run dev` runs the sources.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, ensureBuilt, root } from './builds.mjs';

// Cheap when nothing changed: one walk of the sources' modification times (about 40 ms).
for (const build of [builds.web, builds.server]) if (!ensureBuilt(build)) process.exit(1);

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, builds.server.output)).href);
