/**
 * The baseline of `npm run bench:http`: a bare Fastify 5 server (no hooks, no plugins, default
 * logger off) with one route answering the same JSON object the app's public read answers, so
 * the ratio measures what Ordo adds on top of Fastify and JSON, not payload size. Run as a child
 * process; it tells its parent its port over IPC.
 */
import Fastify from 'fastify';

const payload = JSON.parse(process.env.BARE_PAYLOAD ?? '{}') as Record<string, unknown>;
const app = Fastify({ logger: false });
app.get('/bare', async () => payload);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
