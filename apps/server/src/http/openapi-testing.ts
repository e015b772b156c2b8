import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { App } from '../app.ts';

type Json = Record<string, unknown>;
type MediaObject = { schema?: Json };
type ResponseObject = { content?: Record<string, MediaObject> };
export type OperationObject = {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Json> };
};

/** An answer as a test saw it: enough to hold it against the document. */
export type Answer = { status: number; contentType: string | undefined; body: string };

const METHODS = ['get', 'head', 'put', 'post', 'delete', 'patch'];

/** The served document, after @apidevtools/swagger-parser validated it against OpenAPI 3.1. */
export async function servedDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ url: '/api/openapi.json' });
  const document = response.json<OpenApiDocument>();
  // validate() dereferences what it is given: it gets a copy.
  await SwaggerParser.validate(structuredClone(document) as never);
  return document;
}

/**
 * Holds answers against the OpenAPI document: the status must be one the operation lists and
 * the body must validate (Ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1) against the
 * schema documented for that status and content type. Nothing here knows a route: it reads
 * the document only, as a generated client would.
 */
export class Conformance {
  readonly operations: { method: string; path: string; operation: OperationObject }[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly matchers: { method: string; path: string; pattern: RegExp }[] = [];

  constructor(readonly document: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        this.operations.push({ method, path, operation });
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
          )
          .join('');
        this.matchers.push({ method, path, pattern: new RegExp(`^${source}$`) });
      }
    }
    // A literal path wins over a template that also matches it (`/run/notes` vs `/run/{x}`).
    this.matchers.sort((a, b) => countParams(a.path) - countParams(b.path));
  }

  /** The documented operation a request reaches, by method and concrete path. */
  find(method: string, url: string): { path: string; operation: OperationObject } | undefined {
    const path = url.split('?')[0] ?? url;
    const match = this.matchers.find(
      (m) => m.method === method.toLowerCase() && m.pattern.test(path),
    );
    if (!match) return undefined;
    const operation = this.document.paths[match.path]?.[match.method];
    return operation && { path: match.path, operation };
  }

  /** What is wrong with an answer, in words; empty when it conforms. */
  problems(method: string, url: string, answer: Answer): string[] {
    const found = this.find(method, url);
    const where = `${method.toUpperCase()} ${url} → ${answer.status}`;
    if (!found) return [`${where}: no operation in the document`];
    const responses = found.operation.responses ?? {};
    const status = String(answer.status);
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response) {
      const listed = Object.keys(responses).join(', ');
      return [`${where}: status not documented (${listed}); body ${answer.body.slice(0, 200)}`];
    }
    const content = response.content;
    if (!content) {
      return answer.body.length > 0 ? [`${where}: a body where the document says none`] : [];
    }
    const media = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
    const documented = content[media];
    if (!documented) {
      return [`${where}: content type ${media || 'none'} (documented: ${Object.keys(content)})`];
    }
    if (!media.endsWith('json')) return [];
    const key = `${found.path} ${method} ${status} ${media}`;
    return this.invalid(key, documented.schema ?? {}, answer.body).map((e) => `${where}: ${e}`);
  }

  private readonly validators = new Map<string, ValidateFunction>();

  private invalid(key: string, schema: Json, body: string): string[] {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return [`not JSON: ${body.slice(0, 120)}`];
    }
    let validate = this.validators.get(key);
    if (!validate) {
      // The document's references, read against the components added in the constructor.
      const text = JSON.stringify(schema).replaceAll(
        '"#/components/',
        '"openapi.json#/components/',
      );
      validate = this.ajv.compile(JSON.parse(text) as Json);
      this.validators.set(key, validate);
    }
    if (validate(data)) return [];
    return (validate.errors ?? []).map(
      (e) => `${e.instancePath || '/'} ${e.message ?? ''} (${body.slice(0, 160)})`,
    );
  }
}

function countParams(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
