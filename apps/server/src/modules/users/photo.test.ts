import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .toFormat(format)
    .toBuffer();

describe.each(testDatabaseKinds)('profile photos on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PHOTO_MAX_BYTES: '200000' });
  });
  afterAll(() => app.close());

  const upload = (headers: Record<string, string>, body: Buffer | string, type: string) =>
    app.inject({
      method: 'PUT',
      url: '/v1/users/me/photo',
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'takes a %s, serves it as a 256-pixel WebP square',
    async (format) => {
      const { headers, user } = await signUp(app);
      const response = await upload(headers, await image(format), `image/${format}`);
      expect(response.statusCode).toBe(200);
      const photoUrl: string = response.json().profile.photoUrl;
      expect(photoUrl).toMatch(new RegExp(`^/v1/users/${user.id}/photo\\?v=1$`));

      const photo = await app.inject({ method: 'GET', url: photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      const meta = await sharp(photo.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    },
  );

  it('gives a new photo a new URL and removes it on request', async () => {
    const { headers } = await signUp(app);
    await upload(headers, await image('png'), 'image/png');
    const second = await upload(headers, await image('jpeg', 300, 900), 'image/jpeg');
    const url = second.json().profile.photoUrl;
    expect(url).toMatch(/\?v=2$/);
    const removed = await app.inject({ method: 'DELETE', url: '/v1/users/me/photo', headers });
    expect(removed.json().profile.photoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each([
    ['a text file called a PNG', Buffer.from('not an image at all'), 'image/png', 415],
    ['an image sent as text', 'hello', 'text/plain', 415],
    ['JSON', JSON.stringify({ photo: 'x' }), 'application/json', 415],
    ['a file over PHOTO_MAX_BYTES', Buffer.alloc(200_001, 1), 'image/png', 413],
  ])('refuses %s and keeps the photo as it was', async (_case, body, type, status) => {
    const { headers } = await signUp(app);
    const first = await upload(headers, await image('png'), 'image/png');
    const response = await upload(headers, body, type);
    expect(response.statusCode).toBe(status);
    const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers });
    expect(me.json().profile.photoUrl).toBe(first.json().profile.photoUrl);
  });

  it('needs a signed-in user to upload', async () => {
    const response = await upload({}, await image('png'), 'image/png');
    expect(response.statusCode).toBe(401);
  });
});
