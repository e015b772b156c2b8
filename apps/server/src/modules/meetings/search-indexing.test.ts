import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@ordo/contract';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, createShared, read, type Headers } from '../sharing/testing.ts';

// The participants' page as the build writes it: what matters here is the header beside it.
const distDir = mkdtempSync(path.join(tmpdir(), 'ordo-seo-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(distDir, 'front.html'), '<!doctype html><title>front</title>');

describe('search indexing of a meeting’s public page (issue 26)', () => {
  let app: App;
  let owner: Headers;
  // Moved forward by hand where a test needs edits to land in separate versions (history).
  let now = new Date();
  const robotsOf = async (url: string) => (await app.inject(url)).headers['x-robots-tag'];
  const publicMeeting = (visibility: 'Public' | 'Restricted' | 'Private' = 'Public') =>
    createShared(app, owner, {
      content: 'Open day\n# Welcome\n: 5',
      visibility,
      ...(visibility === 'Restricted' ? { code: 'sesame1' } : {}),
    });

  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir, DATA_DIR: distDir });
    app = await buildApp({ config, database, logger: false, jobs: false, clock: () => now });
    app.addHook('onClose', () => database.close());
    owner = (await signUp(app)).headers;
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('is off for a new meeting: its page asks not to be indexed', async () => {
    const meeting = await publicMeeting();
    expect(meeting.settings.searchIndexing).toBe(false);
    expect(await robotsOf(`/m/${meeting.uuid}`)).toBe('noindex');
    expect((await read(app, meeting.uuid)).json()).toMatchObject({ indexable: false });
  });

  it('lets a free owner allow it: the agenda page, by uuid or join code, drops noindex', async () => {
    const meeting = await changeSettings(app, owner, await publicMeeting(), {
      searchIndexing: true,
    });
    expect(meeting.settings.searchIndexing).toBe(true);
    for (const url of [
      `/m/${meeting.uuid}`,
      `/m/${meeting.uuid}/`,
      `/meeting/${meeting.uuid}`,
      `/m/${meeting.joinCode}`,
      `/m/${meeting.joinCode.toLowerCase()}`,
      `/meeting/${meeting.joinCode}?lang=fr`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
    // The live, remote and presenter views and the join flow stay out of search engines.
    for (const url of [
      `/m/${meeting.uuid}/live`,
      `/m/${meeting.uuid}/remote`,
      `/m/${meeting.uuid}/presenter`,
      `/meeting/join/${meeting.joinCode}`,
      '/meeting/join',
    ]) {
      expect(await robotsOf(url), url).toBe('noindex');
    }
    // The API answer behind the page keeps its pinned header (DESIGN §9) and says the page may be listed.
    const api = await read(app, meeting.uuid);
    expect(api.headers['x-robots-tag']).toBe('noindex');
    expect(api.json()).toMatchObject({ indexable: true });
  });

  it('keeps noindex once the meeting is Restricted, Private or in the trash', async () => {
    const restricted = await changeSettings(app, owner, await publicMeeting(), {
      searchIndexing: true,
      visibility: 'Restricted',
      code: 'sesame1',
    });
    expect(restricted.settings.searchIndexing).toBe(true);
    expect(await robotsOf(`/m/${restricted.uuid}`)).toBe('noindex');
    const withCode = await read(app, restricted.uuid, { code: 'sesame1' });
    expect(withCode.json()).toMatchObject({ indexable: false });

    const hidden = await changeSettings(app, owner, await publicMeeting(), {
      searchIndexing: true,
      visibility: 'Private',
    });
    expect(await robotsOf(`/m/${hidden.uuid}`)).toBe('noindex');

    const deleted = await changeSettings(app, owner, await publicMeeting(), {
      searchIndexing: true,
    });
    expect(await robotsOf(`/m/${deleted.uuid}`)).toBeUndefined();
    const trashed = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${deleted.uuid}`,
      headers: owner,
      payload: { baseVersion: deleted.version, status: 'DELETED' },
    });
    expect(trashed.statusCode).toBe(200);
    expect(await robotsOf(`/m/${deleted.uuid}`)).toBe('noindex');
  });

  it('answers unknown and malformed ids with the page and noindex, never a 500', async () => {
    for (const url of [
      '/m/0b6c1d4e-0000-4000-8000-000000000000',
      '/m/ZZZZZZ',
      '/m/not-an-id',
      '/m/%E0%A4%A',
      `/m/${'x'.repeat(3000)}`,
      '/meeting/%00',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
      // A broken escape is refused before any page is served; every page served says noindex.
      if (String(response.headers['content-type']).startsWith('text/html')) {
        expect(response.headers['x-robots-tag'], url).toBe('noindex');
      }
    }
  });

  it('refuses a setting that is not a boolean, and changes nothing', async () => {
    const meeting = await publicMeeting();
    for (const value of ['yes', 1, null]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/v3/meetings/${meeting.uuid}`,
        headers: owner,
        payload: { baseVersion: meeting.version, settings: { searchIndexing: value } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    }
    const after = await app.inject({ url: `/v3/meetings/${meeting.uuid}`, headers: owner });
    expect(after.json<Meeting>()).toMatchObject({
      version: meeting.version,
      settings: { searchIndexing: false },
    });
    expect(await robotsOf(`/m/${meeting.uuid}`)).toBe('noindex');
  });

  it('lets only editors change it', async () => {
    const meeting = await publicMeeting();
    const stranger = (await signUp(app)).headers;
    const response = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: stranger,
      payload: { baseVersion: meeting.version, settings: { searchIndexing: true } },
    });
    expect(response.statusCode).toBe(403);
    expect(await robotsOf(`/m/${meeting.uuid}`)).toBe('noindex');
  });

  it('does not travel to a copy: a duplicate starts unlisted', async () => {
    const meeting = await changeSettings(app, owner, await publicMeeting(), {
      searchIndexing: true,
    });
    const copy = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json<Meeting>().settings.searchIndexing).toBe(false);
  });

  it('is not brought back by restoring a version from when it was on', async () => {
    const later = () => (now = new Date(now.getTime() + 5 * 60_000));
    const meeting = await publicMeeting();
    // A version is recorded for a change of text; the settings of the moment go with it.
    const save = async (baseVersion: number, content: string, searchIndexing: boolean) => {
      later();
      const response = await app.inject({
        method: 'PUT',
        url: `/v3/meetings/${meeting.uuid}`,
        headers: owner,
        payload: { baseVersion, content, settings: { searchIndexing } },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Meeting>();
    };
    const listedVersion = await save(meeting.version, 'Open day\n# Welcome\n: 10', true);
    const unlisted = await save(listedVersion.version, 'Open day\n# Welcome\n: 15', false);
    later();
    const list = await app.inject({
      url: `/v3/meetings/${meeting.uuid}/snapshots`,
      headers: owner,
    });
    const ids = list
      .json<{ items: { snapshotId: string }[] }>()
      .items.map((item) => item.snapshotId);
    const snapshots = await Promise.all(
      ids.map(async (id) => {
        const shown = await app.inject({
          url: `/v3/meetings/${meeting.uuid}/snapshots/${id}`,
          headers: owner,
        });
        return shown.json<{ snapshotId: string; settings: { searchIndexing?: boolean } }>();
      }),
    );
    const listed = snapshots.find((snapshot) => snapshot.settings.searchIndexing === true);
    expect(listed).toBeDefined();

    const restored = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner,
      payload: { baseVersion: unlisted.version, restoreSnapshotId: listed?.snapshotId },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Meeting>().settings.searchIndexing).toBe(false);
    expect(await robotsOf(`/m/${meeting.uuid}`)).toBe('noindex');
  });
});
