import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../api/users.ts';
import { safeReturnPath } from './return-path.ts';

/** Keeps the new token, then lets `/user/logged` decide where to go (next page or onboarding). */
export function useFinishSignIn() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get('next'));
  return {
    next,
    finish: (token: string) => {
      startSession(client, token);
      void navigate(`/user/logged${next ? `?next=${encodeURIComponent(next)}` : ''}`, {
        replace: true,
      });
    },
  };
}
