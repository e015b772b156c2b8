import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@ordo/contract';

/**
 * The interface language of the request being served, for mail that better-auth sends from
 * inside its own calls: a user who never chose a language gets mail in the one they were
 * using when they asked for it.
 */
export const requestLanguage = new AsyncLocalStorage<Language | undefined>();
