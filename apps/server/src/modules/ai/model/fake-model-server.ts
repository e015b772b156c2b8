import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with one chat completion request. */
export type FakeReply =
  | { kind: 'error'; status: number; message?: string }
  | {
      kind: 'answer';
      content: string;
      finish?: 'stop' | 'length';
      refusal?: string;
      delayMs?: number;
      nullChoices?: boolean;
    };

export type FakeRequest = {
  model: string;
  stream?: boolean;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict: boolean; schema: unknown };
  };
  messages: { role: string; content: string }[];
};

export type FakeModelServer = {
  baseUrl: string;
  requests: FakeRequest[];
  close: () => Promise<void>;
};

/**
 * A small server speaking the OpenAI chat-completions protocol on 127.0.0.1, streaming with
 * server-sent events as OpenAI, vLLM and llama.cpp do. `reply` decides each answer, so a
 * test can reject json_schema, answer garbage, stall or refuse.
 */
export async function startFakeModelServer(
  reply: (request: FakeRequest, index: number) => FakeReply,
): Promise<FakeModelServer> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as FakeRequest;
      requests.push(body);
      const answer = reply(body, requests.length - 1);
      if (answer.kind === 'error') {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: answer.message ?? 'rejected', type: 'invalid_request_error' },
          }),
        );
        return;
      }
      // A client that gave up closes the request: the delay ends with it, so a long one
      // (a model that never answers) holds nothing open after the test.
      if (answer.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, answer.delayMs);
          res.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      if (res.destroyed) return;
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(answer)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      for (let at = 0; at < answer.content.length; at += 40) {
        send(chunk({ content: answer.content.slice(at, at + 40) }, null));
      }
      if (answer.refusal) send(chunk({ refusal: answer.refusal }, null));
      send(chunk({}, answer.finish ?? 'stop'));
      send({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 0,
        model: body.model,
        choices: answer.nullChoices ? null : [],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      });
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chunk(delta: Record<string, string>, finish: string | null) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

function completion(answer: Extract<FakeReply, { kind: 'answer' }>) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: answer.content, refusal: answer.refusal ?? null },
        finish_reason: answer.finish ?? 'stop',
      },
    ],
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (text += part));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** A well-formed model agenda whose minutes add up to `total` (before repair) over four items. */
export function modelAgendaJson(total: number, options: { opening?: boolean } = {}): string {
  const quarter = Math.floor(total / 4);
  return JSON.stringify({
    title: 'Model workshop',
    explanation: 'A model-made plan.',
    sequences: [
      options.opening === false
        ? {
            title: 'Brainstorm',
            minutes: quarter,
            phase: 'diverge',
            methodId: 'silent-brainstorm',
            isBreak: false,
            speakers: ['Facilitator'],
            description: 'Ideas',
            facilitatorNotes: '',
          }
        : {
            title: 'Welcome and check-in',
            minutes: quarter,
            phase: 'opening',
            methodId: 'check-in-round',
            isBreak: false,
            speakers: ['Facilitator'],
            description: 'Hello',
            facilitatorNotes: 'Go first',
          },
      {
        title: 'Ideas on the question',
        minutes: quarter,
        phase: 'diverge',
        methodId: null,
        isBreak: false,
        speakers: ['Facilitator'],
        description: 'Write ideas',
        facilitatorNotes: '',
      },
      {
        title: 'Vote',
        minutes: quarter,
        phase: 'decide',
        methodId: 'dot-voting',
        isBreak: false,
        speakers: ['Facilitator'],
        description: 'Dots',
        facilitatorNotes: '',
      },
      {
        title: 'Wrap-up and next steps',
        minutes: quarter,
        phase: 'close',
        methodId: 'recap-next-steps',
        isBreak: false,
        speakers: ['Facilitator'],
        description: 'Recap',
        facilitatorNotes: '',
      },
    ],
  });
}
