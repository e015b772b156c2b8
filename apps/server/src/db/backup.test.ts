import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signUpOnPlan } from '../test/plans.ts';
import { backupPglite, restorePglite } from './backup.ts';
import { openDatabase } from './client.ts';

const work = mkdtempSync(path.join(tmpdir(), 'ordo-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real app on the embedded database persisted in `dataDir`, as the server opens it. */
async function openApp(dataDir: string): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({ config, database, serveWeb: false, logger: false, jobs: false });
  app.addHook('onClose', () => database.close());
  return app;
}

const titles = async (app: App, token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/v3/meetings?sort=title',
      headers: { authorization: `Bearer ${token}` },
    })
  )
    .json<{ items: { title: string }[] }>()
    .items.map((item) => item.title);

describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  const source = path.join(work, 'source');
  const restored = path.join(work, 'restored');
  const file = path.join(work, 'backups', 'ordo.tar.gz');
  let token = '';

  it('refuses to back up while the server has the database open', async () => {
    const app = await openApp(source);
    try {
      token = (await signUpOnPlan(app, { email: 'keeper@example.com' })).token;
      for (const content of ['Board meeting\n', 'Retrospective\n'])
        await app.inject({
          method: 'POST',
          url: '/v3/meetings',
          headers: { authorization: `Bearer ${token}` },
          payload: { content },
        });
      await expect(backupPglite(source, file)).rejects.toThrow(/in use by process \d+/);
    } finally {
      await app.close();
    }
  });

  it('backs up to one file and restores into a fresh folder with meetings and sessions', async () => {
    await backupPglite(source, file);
    expect(readdirSync(path.dirname(file))).toEqual(['ordo.tar.gz']);
    await restorePglite(file, restored);
    const secret = (dataDir: string) => readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');
    expect(secret(restored)).toBe(secret(source));

    const app = await openApp(restored);
    try {
      // The old token still works: the sessions and the signing secret came back too.
      expect(await titles(app, token)).toEqual(['Board meeting', 'Retrospective']);
    } finally {
      await app.close();
    }
  });

  it('keeps an existing database aside only when asked to replace it', async () => {
    await expect(restorePglite(file, restored)).rejects.toThrow(/pass --replace/);
    await restorePglite(file, restored, { replace: true, now: new Date('2026-01-02T03:04:05Z') });
    expect(existsSync(path.join(restored, 'pglite.before-restore-2026-01-02T03-04-05-000Z'))).toBe(
      true,
    );
    const app = await openApp(restored);
    try {
      expect(await titles(app, token)).toEqual(['Board meeting', 'Retrospective']);
    } finally {
      await app.close();
    }
  });
});
