import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthToken } from '../../../hooks/use-auth-token.ts';
import type { LiveAuth } from '../connection/live-connection.ts';
import { hashHasToken, takeRemoteToken } from './remote-token.ts';

/**
 * How a remote or a presenter view joins: the token of its link's fragment (`#t=…`), kept for
 * this tab and taken out of the address bar, else the signed-in session, else nothing (null).
 */
export function useFragmentAuth(
  uuid: string,
  screen: 'remote' | 'presenter',
): { controlToken: string | null; auth: LiveAuth | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const [controlToken] = useState(() => takeRemoteToken(uuid, location.hash, screen));
  const token = useAuthToken();

  useEffect(() => {
    if (hashHasToken(location.hash)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [location.hash, location.pathname, location.search, navigate]);

  return { controlToken, auth: controlToken ? { controlToken } : token ? { token } : null };
}
