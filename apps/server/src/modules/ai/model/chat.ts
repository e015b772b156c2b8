import type OpenAI from 'openai';

/** The openai package, imported at the first request to the model rather than at start. */
const loadOpenAi = async () => (await import('openai')).default;

export type ModelSettings = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

export type JsonAsk = {
  /** Name of the structured output, sent with the schema. */
  name: string;
  schema: Record<string, unknown>;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  /** Called with each piece of text while the model streams. */
  onDelta?: (text: string) => void;
};

/** A model answer that cannot be used: refused, cut off, or the request itself failed. */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'truncated' | 'empty' | 'failed' | 'timeout',
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/**
 * Chat completions against any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp)
 * through the official client. Asks for `json_schema` structured output and, when a server
 * rejects that with 400 (some llama.cpp builds), falls back to `json_object` for the rest of
 * the process. Always streams, so the browser can see the answer as it is written.
 */
export class ModelChat {
  private client: Promise<OpenAI> | undefined;
  private jsonSchemaRejected = false;

  constructor(readonly settings: ModelSettings) {}

  private openClient(): Promise<OpenAI> {
    this.client ??= loadOpenAi().then(
      (OpenAiClient) =>
        new OpenAiClient({
          baseURL: this.settings.baseUrl,
          // Local servers need no key, but the client insists on one.
          apiKey: this.settings.apiKey ?? 'no-key',
          timeout: this.settings.timeoutMs,
          maxRetries: 0,
        }),
    );
    return this.client;
  }

  /** The JSON text the model wrote for `ask`. */
  async completeJson(ask: JsonAsk): Promise<string> {
    if (!this.jsonSchemaRejected) {
      try {
        return await this.stream(ask, true);
      } catch (error) {
        const OpenAiClient = await loadOpenAi();
        if (
          !(error instanceof OpenAiClient.APIError) ||
          (error.status !== 400 && error.status !== 422)
        )
          throw await wrap(error);
        this.jsonSchemaRejected = true;
      }
    }
    return this.stream(ask, false).catch(async (error: unknown) => {
      throw await wrap(error);
    });
  }

  private async stream(ask: JsonAsk, structured: boolean): Promise<string> {
    const messages = structured
      ? ask.messages
      : [
          ...ask.messages,
          // json_object mode only promises JSON, so the shape travels in the prompt instead.
          {
            role: 'system' as const,
            content: `Answer with one JSON object matching this JSON Schema:\n${JSON.stringify(ask.schema)}`,
          },
        ];
    const stream = await (
      await this.openClient()
    ).chat.completions.create(
      {
        model: this.settings.model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        response_format: structured
          ? {
              type: 'json_schema',
              json_schema: { name: ask.name, strict: true, schema: ask.schema },
            }
          : { type: 'json_object' },
      },
      { signal: AbortSignal.timeout(this.settings.timeoutMs) },
    );
    let text = '';
    let finish: string | null | undefined;
    let refusal = '';
    for await (const chunk of stream) {
      // Some servers end with `choices: null` beside the usage.
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      const delta = choice.delta?.content ?? '';
      if (delta) {
        text += delta;
        ask.onDelta?.(delta);
      }
      if (choice.delta?.refusal) refusal += choice.delta.refusal;
      finish = choice.finish_reason ?? finish;
    }
    if (refusal) throw new ModelError(`the model refused: ${refusal}`, 'refused');
    if (finish === 'length') throw new ModelError('the answer was cut off', 'truncated');
    if (!text.trim()) throw new ModelError('the answer was empty', 'empty');
    return text;
  }
}

async function wrap(error: unknown): Promise<ModelError> {
  if (error instanceof ModelError) return error;
  const OpenAI = await loadOpenAi();
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return new ModelError('the model did not answer in time', 'timeout');
  }
  if (error instanceof OpenAI.APIUserAbortError)
    return new ModelError('the model did not answer in time', 'timeout');
  return new ModelError(
    error instanceof Error ? error.message : 'the model request failed',
    'failed',
  );
}
