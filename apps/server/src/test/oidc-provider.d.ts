// oidc-provider ships no types and @types/oidc-provider is not a dependency; the tests use
// this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount: (context: unknown, accountId: string) => Account;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
