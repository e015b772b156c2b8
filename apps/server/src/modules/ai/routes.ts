import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiAnswerSchema,
  aiAskSchema,
  aiQuotaAnswerSchema,
  type AiAsk,
  errorBodySchema,
  errorCatalog,
} from '@ordo/contract';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import { describeError } from '../../http/describe-error.ts';
import { checkAsk } from './ask-input.ts';
import type { AiService } from './commands.ts';

const tags = ['ai'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  503: errorBodySchema,
};

/**
 * Ordo AI (DESIGN §9): `POST /v2/ai/ask`, its server-sent-events twin `/v2/ai/ask/stream`,
 * and `GET /v2/ai/quota`. The `ai` feature flag off hides all three (404).
 */
export const aiRoutes =
  (deps: { service: AiService; enabled: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async () => {
      if (!deps.enabled) throw new AppError('NOT_FOUND');
    });
    app.addHook('preParsing', requireSignIn);

    // Input no coach could use is refused before power, models or the stream (ask-input.ts).
    const preHandler = async (request: { body: AiAsk }) => checkAsk(request.body);

    app.post(
      '/v2/ai/ask',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Ask the AI coach: an agenda, sequence details, an edit, or slides',
          description:
            'Spends power only on success: an agenda its planned minutes, other kinds 5. ' +
            'Refusals, none charged: 400 VALIDATION_FAILED for bad input (also `content` over ' +
            '2,000 sequences, or without any for sequence-details); 404 SEQUENCE_NOT_FOUND when ' +
            "`sequenceTitle` is none of the agenda's sequences; 404 AI_NO_METHOD when the " +
            'built-in coach (no model connected) knows no method like that sequence; 402 ' +
            'AI_POWER_LIMIT over the monthly power; 503 AI_UNAVAILABLE only when the connected ' +
            'model fails and the built-in coach cannot stand in.',
          security: bearerSecurity,
          body: aiAskSchema,
          response: { 200: aiAnswerSchema, ...errors },
        },
      },
      async (request) => deps.service.ask(requireViewer(request), request.body),
    );

    app.post(
      '/v2/ai/ask/stream',
      {
        preHandler,
        schema: {
          tags,
          summary: 'The same ask, answered as server-sent events',
          description:
            'Events: `delta` ({ text }) while a connected model writes, then one `result` ({ answer }, the ' +
            'body of POST /v2/ai/ask) or `error` ({ status, code, message }). Bad input and sign-in ' +
            'errors are plain JSON answers before the stream starts.',
          security: bearerSecurity,
          body: aiAskSchema,
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const send = (event: string, data: unknown) =>
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        try {
          const answer = await deps.service.ask(viewer, request.body, (text) =>
            send('delta', { text }),
          );
          send('result', { answer });
        } catch (error) {
          const known = error instanceof AppError ? error : new AppError('INTERNAL_ERROR');
          if (!(error instanceof AppError))
            request.log.error({ error: describeError(error) }, 'AI stream failed');
          send('error', {
            status: known.status,
            code: known.code,
            message: errorCatalog[known.code].message,
          });
        }
        raw.end();
      },
    );

    app.get(
      '/v2/ai/quota',
      {
        schema: {
          tags,
          summary: 'Your AI power this month',
          security: bearerSecurity,
          response: { 200: aiQuotaAnswerSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => deps.service.quota(requireViewer(request).id),
    );
  };
