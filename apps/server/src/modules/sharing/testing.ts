import type { Meeting, Visibility } from '@ordo/contract';
import type { App } from '../../app.ts';

export type Headers = Record<string, string>;

/** A meeting of `owner` with `content`, shared as asked, through the real API. */
export async function createShared(
  app: App,
  owner: Headers,
  options: { content: string; visibility: Visibility; code?: string; startTime?: string },
): Promise<Meeting> {
  const settings = {
    visibility: options.visibility,
    ...(options.code ? { code: options.code } : {}),
    ...(options.startTime ? { startTime: options.startTime } : {}),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/v3/meetings',
    headers: owner,
    payload: { content: options.content, settings },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<Meeting>();
}

/** Changes settings on the latest version, as the Share tab does. */
export async function changeSettings(
  app: App,
  owner: Headers,
  meeting: Pick<Meeting, 'uuid'>,
  settings: Record<string, unknown>,
): Promise<Meeting> {
  const url = `/v3/meetings/${meeting.uuid}`;
  const current = (await app.inject({ method: 'GET', url, headers: owner })).json<Meeting>();
  const response = await app.inject({
    method: 'PUT',
    url,
    headers: owner,
    payload: { baseVersion: current.version, settings },
  });
  if (response.statusCode !== 200) throw new Error(`update failed: ${response.body}`);
  return response.json<Meeting>();
}

/** GET /v3/meetings/{id} with a query, as a visitor's browser would. */
export function read(
  app: App,
  id: string,
  query: Record<string, string> = {},
  headers: Headers = {},
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/v3/meetings/${encodeURIComponent(id)}${search ? `?${search}` : ''}`,
    headers,
  });
}

/** GET /v3/meetings/{id}/check with a query. */
export function check(
  app: App,
  id: string,
  query: Record<string, string> = {},
  headers: Headers = {},
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/v3/meetings/${encodeURIComponent(id)}/check${search ? `?${search}` : ''}`,
    headers,
  });
}
