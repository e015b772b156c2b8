import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aiAgendaAnswerSchema,
  aiEditorAssistantAnswerSchema,
  aiQuotaAnswerSchema,
  aiSequenceDetailsAnswerSchema,
  aiSlideshowAnswerSchema,
  aiStreamEventSchema,
  type AiAgendaAnswer,
  type AiAgendaAsk,
  type AiEditorAssistantAsk,
  type AiQuotaAnswer,
  type AiSequenceDetailsAsk,
  type AiSlideshowAsk,
} from '@ordo/contract';
import { api } from './client.ts';
import { authToken } from './auth-token.ts';
import { ApiError } from './errors.ts';

export const aiKeys = { quota: ['ai', 'quota'] as const };

/** `GET /v2/ai/quota`: this month's power. */
export function useAiQuota(enabled = true) {
  return useQuery({
    queryKey: aiKeys.quota,
    queryFn: ({ signal }) =>
      api('/v2/ai/quota', { signal }, import.meta.env.DEV ? aiQuotaAnswerSchema : undefined),
    enabled,
  });
}

/** Every answer carries the quota after it: the gauge moves without another request. */
function useQuotaUpdate() {
  const client = useQueryClient();
  return (quota: AiQuotaAnswer) => client.setQueryData(aiKeys.quota, quota);
}

/**
 * An agenda through `POST /v2/ai/ask/stream`: `onDelta` receives a connected model's text as
 * it is written; the promise resolves with the same answer `POST /v2/ai/ask` gives.
 */
export async function streamAgenda(
  body: Omit<AiAgendaAsk, 'kind'>,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AiAgendaAnswer> {
  const token = authToken.get();
  const response = await fetch('/v2/ai/ask/stream', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ kind: 'agenda', ...body }),
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached', 0);
  });
  if (!response.ok || !response.body) throw await ApiError.fromResponse(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6);
      const eventName = block
        .split('\n')
        .find((line) => line.startsWith('event: '))
        ?.slice(7);
      if (!data || !eventName) continue;
      const event = aiStreamEventSchema.parse({
        event: eventName,
        ...(JSON.parse(data) as object),
      });
      if (event.event === 'delta') onDelta(event.text);
      else if (event.event === 'error') throw new ApiError(event.code, event.message, event.status);
      else return aiAgendaAnswerSchema.parse(event.answer);
    }
  }
  throw new ApiError('AI_UNAVAILABLE', 'The answer stopped before its end', 503);
}

export function useGenerateAgenda() {
  const setQuota = useQuotaUpdate();
  return useMutation({
    // The AI screens show their own errors (power limit, no answer).
    meta: { silentError: true },
    mutationFn: (input: { body: Omit<AiAgendaAsk, 'kind'>; onDelta: (text: string) => void }) =>
      streamAgenda(input.body, input.onDelta),
    onSuccess: (answer) => setQuota(answer.quota),
  });
}

export function useSequenceDetails() {
  const setQuota = useQuotaUpdate();
  return useMutation({
    // The AI screens show their own errors (power limit, no answer).
    meta: { silentError: true },
    mutationFn: (body: Omit<AiSequenceDetailsAsk, 'kind'>) =>
      api(
        '/v2/ai/ask',
        { method: 'POST', body: { kind: 'sequence-details', ...body } },
        import.meta.env.DEV ? aiSequenceDetailsAnswerSchema : undefined,
      ),
    onSuccess: (answer) => setQuota(answer.quota),
  });
}

export function useEditorAssistant() {
  const setQuota = useQuotaUpdate();
  return useMutation({
    // The AI screens show their own errors (power limit, no answer).
    meta: { silentError: true },
    mutationFn: (body: Omit<AiEditorAssistantAsk, 'kind'>) =>
      api(
        '/v2/ai/ask',
        { method: 'POST', body: { kind: 'editor-assistant', ...body } },
        import.meta.env.DEV ? aiEditorAssistantAnswerSchema : undefined,
      ),
    onSuccess: (answer) => setQuota(answer.quota),
  });
}

export function useSlideshow() {
  const setQuota = useQuotaUpdate();
  return useMutation({
    // The AI screens show their own errors (power limit, no answer).
    meta: { silentError: true },
    mutationFn: (body: Omit<AiSlideshowAsk, 'kind'>) =>
      api(
        '/v2/ai/ask',
        { method: 'POST', body: { kind: 'slideshow', ...body } },
        import.meta.env.DEV ? aiSlideshowAnswerSchema : undefined,
      ),
    onSuccess: (answer) => setQuota(answer.quota),
  });
}
