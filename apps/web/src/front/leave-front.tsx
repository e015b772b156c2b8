import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { isParticipantPagePath } from '@ordo/contract';

/**
 * Any other address (a link to the templates, sign-in, the dashboard…) belongs to the full web
 * app: load it. A light build's own address that no route took (its feature is off) is a 404
 * here, since reloading would only come back to this build. `isOwnPath` names the addresses the
 * server answers with this build: the participants' pages by default, the front door's in
 * src/door.
 */
export function LeaveFront({
  isOwnPath = isParticipantPagePath,
}: {
  isOwnPath?: (path: string) => boolean;
}) {
  const { pathname, search, hash } = useLocation();
  const own = isOwnPath(pathname);
  useLayoutEffect(() => {
    if (!own) window.location.replace(`${pathname}${search}${hash}`);
  }, [own, pathname, search, hash]);
  return own ? <NotFoundPage /> : null;
}
