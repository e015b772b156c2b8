import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { signUp } from '../test/users.ts';
import { Conformance, servedDocument, type OperationObject } from './openapi-testing.ts';

type Probe = {
  name: string;
  /** Whether the probe applies to an operation, and what status it must get if so. */
  expects: (op: OperationObject, method: string) => number | 'documented' | undefined;
  signedIn: boolean;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const needsSignIn = (op: OperationObject) =>
  (op.security ?? []).length > 0 && (op.security ?? []).every((s) => Object.keys(s).length > 0);
const takesJson = (op: OperationObject) => Boolean(op.requestBody?.content?.['application/json']);
const takesBody = (op: OperationObject, method: string) =>
  Boolean(op.requestBody) || method === 'post' || method === 'put';

/** 2 MiB of JSON: over BODY_LIMIT_BYTES and the meetings' limit. Photos allow less. */
const tooLarge = JSON.stringify({ text: 'x'.repeat(12 * 1024 * 1024) });

/**
 * Each documented operation's refusals, read from the document itself (issue 27): no sign-in,
 * a body that is not what it takes, one too large, one of a content type nothing reads,
 * an unknown id. Every answer must have a status the operation lists, with a body that
 * validates against the schema documented for it.
 */
const probes: Probe[] = [
  {
    name: 'no sign-in',
    // Where a body is required, its validation may answer first: then 400 is as documented.
    expects: (op) => (!needsSignIn(op) ? undefined : op.requestBody ? 'documented' : 401),
    signedIn: false,
  },
  {
    name: 'a body of the wrong shape',
    expects: (op) => (takesJson(op) ? 400 : undefined),
    signedIn: true,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ unexpected: [1, 2, 3], type: 42 }),
  },
  {
    name: 'malformed JSON',
    expects: (op, method) =>
      takesBody(op, method) && !op.requestBody?.content?.['image/png'] ? 400 : undefined,
    signedIn: true,
    headers: { 'content-type': 'application/json' },
    payload: '{"unterminated": ',
  },
  {
    name: 'a body over the limit',
    expects: (op, method) => (takesBody(op, method) ? 413 : undefined),
    signedIn: true,
    headers: { 'content-type': 'application/json' },
    payload: tooLarge,
  },
  {
    name: 'a content type nothing reads',
    expects: (op, method) => (takesBody(op, method) ? 415 : undefined),
    signedIn: true,
    headers: { 'content-type': 'application/x-unknown' },
    payload: 'hello',
  },
  {
    // Every operation as a stranger calls it: the browser navigations (302), the public
    // reads, the probes of monitors, and whatever needs a body or a cookie it lacks.
    name: 'a bare request with no credential',
    expects: () => 'documented',
    signedIn: false,
  },
  {
    name: 'unknown ids, signed in',
    expects: (op) => (op.parameters?.some((p) => p.in === 'path') ? 'documented' : undefined),
    signedIn: true,
  },
];

/** The operations a probe must not reach: they start browser sign-ins or Stripe's flows. */
const skipped = new Set(['getMetrics', 'headMetrics', 'receiveStripeWebhook']);

function concretePath(template: string): string {
  return template.replace(/\{[^}]+\}/g, () => randomUUID());
}

describe('every operation answers its refusals as its OpenAPI document says', () => {
  let app: App;
  let conformance: Conformance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '100000' });
    conformance = new Conformance(await servedDocument(app));
    auth = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  it('lists operations, each with a unique camelCase operationId', () => {
    const ids = conformance.operations.map((o) => o.operation.operationId ?? '');
    expect(ids.length).toBeGreaterThan(70);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shares every request and response shape as a component', () => {
    const inline: string[] = [];
    for (const { method, path, operation } of conformance.operations) {
      const contents = [
        operation.requestBody?.content,
        ...Object.values(operation.responses ?? {}).map((r) => r.content),
      ];
      for (const content of contents) {
        for (const [media, { schema }] of Object.entries(content ?? {})) {
          const shaped = schema && (schema.type === 'object' || schema.type === 'array');
          if (media.endsWith('json') && shaped) {
            inline.push(`${method} ${path} ${media}`);
          }
        }
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // A HEAD answer carries no body, its refusals' included.
        if (Number(status) < 400 || method === 'head') continue;
        expect(response.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    expect(inline).toEqual([]);
  });

  it('tells a multipart photo upload what to send instead, as documented', async () => {
    const boundary = 'ordo-boundary';
    const url = '/v1/users/me/photo';
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(
      /request body.*image\/png.*not a multipart\/form-data/,
    );
    const answer = {
      status: 415,
      contentType: response.headers['content-type'] as string,
      body: response.body,
    };
    expect(conformance.problems('put', url, answer)).toEqual([]);
    const documented = conformance.find('put', url)?.operation.requestBody?.content ?? {};
    expect(Object.keys(documented).sort()).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });

  it('answers a current If-None-Match with the documented 304, no body', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers: auth,
      payload: { content: 'Shared\n\n# One\n: 5\n', settings: { visibility: 'Public' } },
    });
    const url = `/v3/meetings/${created.json<{ uuid: string }>().uuid}`;
    const first = await app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    for (const response of [first, again]) {
      const answer = {
        status: response.statusCode,
        contentType: response.headers['content-type'] as string | undefined,
        body: response.body,
      };
      expect(conformance.problems('get', url, answer)).toEqual([]);
    }
  });

  it('documents the CSV export as text/csv and the redirects as 302', () => {
    const csv = conformance.find('get', '/v3/meetings/x/runs/y.csv')?.operation;
    expect(Object.keys(csv?.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
    for (const url of ['/api/auth/magic-link/verify', '/v1/users/oidc/start']) {
      const responses = conformance.find('get', url)?.operation.responses ?? {};
      expect(responses['302']).toBeDefined();
      expect(responses['200']).toBeUndefined();
    }
    const read = conformance.find('get', '/v3/meetings/x')?.operation;
    expect(read?.responses?.['304']).toBeDefined();
    expect(read?.parameters?.map((p) => p.name)).toContain('If-None-Match');
  });

  it('documents HEAD wherever GET is, with the same statuses and no body', async () => {
    const gets = conformance.operations.filter((o) => o.method === 'get');
    const heads = conformance.operations.filter((o) => o.method === 'head');
    expect(heads.map((o) => o.path).sort()).toEqual(gets.map((o) => o.path).sort());
    for (const { path, operation } of heads) {
      const get = conformance.document.paths[path]?.get;
      expect(Object.keys(operation.responses ?? {}).sort(), path).toEqual(
        Object.keys(get?.responses ?? {}).sort(),
      );
      for (const response of Object.values(operation.responses ?? {})) {
        expect(response.content, path).toBeUndefined();
      }
    }
    // A reader with a kept ETag asks whether the meeting changed without downloading it.
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers: auth,
      payload: { content: 'Checked\n\n# One\n: 5\n', settings: { visibility: 'Public' } },
    });
    const url = `/v3/meetings/${created.json<{ uuid: string }>().uuid}`;
    const got = await app.inject({ url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(got.headers.etag);
    const answer = { status: head.statusCode, contentType: undefined, body: head.body };
    expect(conformance.problems('head', url, answer)).toEqual([]);
  });

  for (const probe of probes) {
    it(`answers ${probe.name} with a documented status and body`, async () => {
      const problems: string[] = [];
      for (const { method, path, operation } of conformance.operations) {
        const expected = probe.expects(operation, method);
        if (expected === undefined || skipped.has(operation.operationId ?? '')) continue;
        const url = concretePath(path);
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...(probe.signedIn ? auth : {}), ...probe.headers },
          ...(probe.payload !== undefined && { payload: probe.payload }),
        });
        const answer = {
          status: response.statusCode,
          contentType: response.headers['content-type'] as string | undefined,
          body: response.body,
        };
        problems.push(...conformance.problems(method, url, answer));
        if (expected !== 'documented' && answer.status !== expected) {
          problems.push(`${method} ${path}: ${answer.status} where ${expected} was expected`);
        }
        if (answer.status >= 500) problems.push(`${method} ${path}: ${answer.status}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
