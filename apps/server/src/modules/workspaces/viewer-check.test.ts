import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { forEditors, type Expected } from './matrix-outcomes.ts';
import { call, roles, teamWorld, type TeamWorld } from './testing.ts';

/**
 * The meeting page sends a teamspace viewer to the participants' page, which asks /check
 * first: a Private workshop said "not found" there. Editors and strangers get what anyone gets.
 */
describe.each(testDatabaseKinds)("a team workshop's /check for each role on %s", (kind) => {
  let app: App;
  let world: TeamWorld;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    world = await teamWorld(app);
  }, 60_000);
  afterAll(() => app.close());

  it('tells its viewers it opens, as its read lets them in', async () => {
    const url = `/v3/meetings/${world.meeting.uuid}`;
    const actual = {} as Expected;
    for (const role of roles) {
      const result = await call<{ exists: boolean; codeValid: boolean }>(
        app,
        'GET',
        `${url}/check`,
        world.headers[role],
      );
      expect(result.status).toBe(200);
      actual[role] = result.body.exists && result.body.codeValid ? 'opens' : 'not found';
    }
    expect(actual).toEqual({
      ...forEditors('not found'),
      viewer: 'opens',
      invited: 'not found',
      stranger: 'not found',
      anonymous: 'not found',
    });
    const projection = await call<{ title: string }>(
      app,
      'GET',
      `${url}?view=public`,
      world.headers.viewer,
    );
    expect(projection.status).toBe(200);
    expect(projection.body.title).toBe('Team workshop');
  });
});
