import createClient from 'openapi-fetch';
import type { paths } from './openapi-types.ts';

/** What the journey saw, for its test to check. */
export type JourneyResult = {
  meetingId: string;
  publicStatus: string;
  finishedStatus: string;
  runs: number;
  sequenceTitles: string[];
  csv: string;
};

const AGENDA = `Client journey

# Welcome
: 5

# Decide
: 10
`;

/**
 * A client generated from the OpenAPI document alone (openapi-typescript's `paths`, called
 * through openapi-fetch), doing what an integrator does first: register, create a meeting,
 * share it, run it live with a control token as a Stream Deck would, read Insight. Written
 * against the generated types only, so it stops compiling when the document stops describing
 * what these calls send and receive (issue 27).
 */
export async function clientJourney(
  baseUrl: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<JourneyResult> {
  const api = createClient<paths>({ baseUrl, fetch });
  const fail = (step: string, error: unknown): never => {
    throw new Error(`${step}: ${JSON.stringify(error)}`);
  };

  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await api.POST('/v1/users/register', {
    body: { fullName: 'Journey Client', email, password: 'a long enough password' },
  });
  if (!registered.data) return fail('register', registered.error);
  const signedIn = { authorization: `Bearer ${registered.data.token}` };

  const created = await api.POST('/v3/meetings', {
    headers: signedIn,
    body: { content: AGENDA },
  });
  if (!created.data) return fail('create', created.error);
  const meeting = created.data;
  const id = meeting.uuid;

  const shared = await api.PUT('/v3/meetings/{id}', {
    headers: signedIn,
    params: { path: { id } },
    body: { baseVersion: meeting.version, settings: { visibility: 'Public' } },
  });
  if (!shared.data) return fail('share', shared.error);

  const token = await api.POST('/v3/meetings/{id}/run/control-tokens', {
    headers: signedIn,
    params: { path: { id } },
    body: { name: 'Stream Deck' },
  });
  if (!token.data) return fail('control token', token.error);
  const deck = { 'x-control-token': token.data.token };

  const send = async (
    body: NonNullable<
      paths['/v3/meetings/{id}/run']['post']['requestBody']
    >['content']['application/json'],
  ) => {
    const answer = await api.POST('/v3/meetings/{id}/run', {
      headers: deck,
      params: { path: { id } },
      body,
    });
    if (!answer.data) return fail(`command ${body.type}`, answer.error);
    return answer.data.state;
  };
  await send({ type: 'start' });
  await send({ type: 'addTime', minutes: '1' });
  await send({ type: 'togglePause' });
  await send({ type: 'togglePause' });
  await send({ type: 'next' });

  // Anyone may follow a Public meeting's run: no credential at all.
  const watched = await api.GET('/v3/meetings/{id}/run', { params: { path: { id } } });
  if (!watched.data) return fail('public state', watched.error);
  const finished = await send({ type: 'finish' });

  const insight = await api.GET('/v3/meetings/{id}/runs', {
    headers: signedIn,
    params: { path: { id }, query: { limit: 10 } },
  });
  if (!insight.data) return fail('insight', insight.error);
  const [run] = insight.data.items;
  if (!run) return fail('insight', 'no finished run');

  const csv = await api.GET('/v3/meetings/{id}/runs/{runId}.csv', {
    headers: signedIn,
    params: { path: { id, runId: run.runId } },
    parseAs: 'text',
  });
  if (csv.data === undefined) return fail('csv', csv.error);

  return {
    meetingId: id,
    publicStatus: watched.data.state.status,
    finishedStatus: finished.status,
    runs: insight.data.items.length,
    sequenceTitles: run.sequences.map((sequence) => sequence.title),
    csv: csv.data,
  };
}
