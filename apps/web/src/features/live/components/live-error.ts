import type { TFunction } from 'i18next';
import i18n from 'i18next';
import type { LiveError } from '@ordo/contract';

/**
 * A refusal from the live server in plain words: the `live` catalog's sentence for run codes
 * (INVALID_TRANSITION, FORBIDDEN for a device, NETWORK_ERROR…), else the shared one of the
 * `common` catalog (MEETING_NOT_FOUND, INVALID_PASSWORD…), else a generic sentence.
 */
export function liveErrorText(t: TFunction, error: Pick<LiveError, 'code'> | null): string {
  if (!error) return '';
  if (i18n.exists(`live:errors.${error.code}`)) return t(`live:errors.${error.code}`);
  if (i18n.exists(`common:errors.${error.code}`)) return t(`common:errors.${error.code}`);
  return t('live:errors.OTHER');
}

/**
 * Why the server took this device's rights away (DESIGN §9 "Live rights"), in plain words: the
 * `live` catalog's `revoked` sentence for its code (signed out, demoted, the team closed, made
 * Private, a new access code, the remote revoked), else a general one.
 */
export function revokedText(t: TFunction, revoked: Pick<LiveError, 'code'>): string {
  const key = `live:revoked.${revoked.code}`;
  return i18n.exists(key) ? t(key) : t('live:revoked.OTHER');
}
