import { meSchema, type UpdateMeBody } from '@ordo/contract';
import { api } from './client.ts';

/**
 * `PUT /v1/users/me`. Checked against the contract in development and tests only, so zod
 * stays out of the participants' build, whose language switcher saves through here.
 */
export function putMe(body: UpdateMeBody) {
  return api('/v1/users/me', { method: 'PUT', body }, import.meta.env.DEV ? meSchema : undefined);
}

const listeners = new Set<() => void>();

/**
 * The signed-in person's choice of language, saved to the profile from any screen (the
 * participants' build has no query cache): whoever holds user data hears of it and refreshes.
 */
export async function saveLanguage(language: NonNullable<UpdateMeBody['language']>): Promise<void> {
  await putMe({ language });
  for (const listener of listeners) listener();
}

export function onLanguageSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
