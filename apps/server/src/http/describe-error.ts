/**
 * What a server log may say about an unexpected error. Database errors carry the values of
 * their query (access codes, private notes, e-mail addresses) in `params`, in their message and
 * in the first line of their stack, and PostgreSQL quotes offending values in its own messages;
 * none of that may reach a log line (DESIGN §4). The query text with its $n placeholders, the
 * SQLSTATE code and the stack frames stay: they are what an operator needs.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  cause?: { type: string; message: string; code?: string };
  stack?: string;
};

const quoted = /"[^"]*"|'[^']*'/g;

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  return firstFrame === -1 ? undefined : lines.slice(firstFrame).join('\n');
}

export function describeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const record = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const isQueryError = 'params' in record && typeof record.query === 'string';
  const described: LoggedError = {
    type: error.name,
    message: isQueryError ? 'Failed query' : firstLine(error.message).replace(quoted, '"…"'),
    stack: frames(error.stack),
  };
  if (typeof record.code === 'string') described.code = record.code;
  if (isQueryError) described.query = record.query as string;
  const cause = error.cause;
  if (cause instanceof Error) {
    const causeCode = (cause as Error & { code?: unknown }).code;
    described.cause = {
      type: cause.name,
      message: firstLine(cause.message).replace(quoted, '"…"'),
      ...(typeof causeCode === 'string' ? { code: causeCode } : {}),
    };
  }
  return described;
}
