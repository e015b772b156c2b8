import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { afterEach, describe, expect, it } from 'vitest';
import { coachLibrary } from '../coach/library.ts';
import { ModelChat } from './chat.ts';
import {
  modelAgendaJson,
  startFakeModelServer,
  type FakeModelServer,
  type FakeReply,
  type FakeRequest,
} from './fake-model-server.ts';
import { modelAgenda } from './model-agenda.ts';
import { modelEdit } from './model-edits.ts';

const request = {
  objective: 'Generate ideas for the spring campaign',
  durationMinutes: 60,
  participants: 6,
  language: 'en' as const,
  seed: 4,
};
let server: FakeModelServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(reply: (request: FakeRequest, index: number) => FakeReply, timeoutMs = 5000) {
  server = await startFakeModelServer(reply);
  const chat = new ModelChat({ baseUrl: server.baseUrl, model: 'fake-model', timeoutMs });
  const deltas: string[] = [];
  const draft = await modelAgenda(chat, coachLibrary(), request, (text) => deltas.push(text));
  return { draft, deltas, requests: server.requests, chat };
}

function minutesOf(content: string) {
  const { agenda, diagnostics } = parseAgenda(content);
  expect(diagnostics).toEqual([]);
  return scheduleAgenda(agenda).requiredMinutes;
}

describe('the OpenAI-compatible model adapter', () => {
  it('asks for strict json_schema output, streams it, and uses the answer', async () => {
    const json = modelAgendaJson(60);
    const { draft, deltas, requests } = await run(() => ({ kind: 'answer', content: json }));
    expect(requests[0]!.stream).toBe(true);
    expect(requests[0]!.response_format?.type).toBe('json_schema');
    expect(requests[0]!.response_format?.json_schema?.strict).toBe(true);
    expect(deltas.join('')).toBe(json);
    expect(draft.provider).toBe('model');
    expect(draft.content).toContain('# Welcome and check-in');
    expect(minutesOf(draft.content)).toBe(60);
  });

  it('falls back to json_object when the server rejects json_schema, and remembers it', async () => {
    const { draft, requests, chat } = await run((body) =>
      body.response_format?.type === 'json_schema'
        ? { kind: 'error', status: 400, message: 'response_format json_schema is not supported' }
        : { kind: 'answer', content: modelAgendaJson(60), nullChoices: true },
    );
    expect(draft.provider).toBe('model');
    expect(requests.map((entry) => entry.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(requests[1]!.messages.at(-1)!.content).toContain('JSON Schema');
    await modelAgenda(chat, coachLibrary(), request);
    expect(requests.at(-1)!.response_format?.type).toBe('json_object');
    expect(requests).toHaveLength(3);
  });

  it('repairs minutes that do not add up to the requested total', async () => {
    const { draft } = await run(() => ({ kind: 'answer', content: modelAgendaJson(48) }));
    expect(draft.provider).toBe('model');
    expect(minutesOf(draft.content)).toBe(60);
  });

  it('retries once with the failed checks as feedback, then accepts a good answer', async () => {
    const { draft, requests } = await run((_body, index) =>
      index === 0
        ? { kind: 'answer', content: modelAgendaJson(60, { opening: false }) }
        : { kind: 'answer', content: modelAgendaJson(60) },
    );
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages.at(-1)!.content).toContain(
      'the first sequence must be an opening',
    );
    expect(draft.provider).toBe('model');
    expect(draft.attempts).toBe(2);
  });

  it('rejects malformed answers twice, then falls back to the built-in coach', async () => {
    const { draft, requests } = await run(() => ({
      kind: 'answer',
      content: '{"title": "half an agenda", "sequences": [',
    }));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages.at(-1)!.content).toContain('not a JSON object');
    expect(draft.provider).toBe('builtin');
    expect(minutesOf(draft.content)).toBe(60);
  });

  it('falls back to the built-in coach when the model does not answer in time', async () => {
    // The model answers long after this test's own timeout: a draft at all proves the 300 ms
    // limit was kept, without reading a clock.
    const { draft } = await run(
      () => ({ kind: 'answer', content: modelAgendaJson(60), delayMs: 600_000 }),
      300,
    );
    expect(draft.provider).toBe('builtin');
    expect(minutesOf(draft.content)).toBe(60);
  });

  it('treats a refusal or a cut-off answer as a failure', async () => {
    const refused = await run(() => ({
      kind: 'answer',
      content: '',
      refusal: 'I cannot help with that',
    }));
    expect(refused.draft.provider).toBe('builtin');
    await server?.close();
    const cut = await run(() => ({
      kind: 'answer',
      content: modelAgendaJson(60).slice(0, 80),
      finish: 'length',
    }));
    expect(cut.draft.provider).toBe('builtin');
  });
});

describe('free-text edits with a connected model', () => {
  it('sends a request the built-in coach cannot do to the model, and returns its edit to review', async () => {
    const edited =
      '# Pet show-and-tell\n: 10\n@ Everyone\n> Show a photo of a pet.\n\n# Work\n: 50\n';
    server = await startFakeModelServer(() => ({
      kind: 'answer',
      content: JSON.stringify({ content: edited, changes: ['Added a pet icebreaker.'] }),
    }));
    const chat = new ModelChat({ baseUrl: server.baseUrl, model: 'fake-model', timeoutMs: 5000 });
    const result = await modelEdit(chat, {
      instruction: 'an energetic icebreaker about pets',
      content: '# Work\n: 60\n',
      language: 'en',
    });
    expect(result).toEqual({
      content: edited,
      changes: ['Added a pet icebreaker.'],
      needsModel: false,
    });
    expect(server.requests[0]!.messages.at(-1)!.content).toContain(
      'an energetic icebreaker about pets',
    );
  });
});
