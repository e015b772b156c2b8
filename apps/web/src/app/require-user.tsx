import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthToken } from '../hooks/use-auth-token.ts';
import { loginPathFor } from '../features/auth/return-path.ts';

/**
 * The gate of `/user/**` (DESIGN §9): signed out, or once the session is revoked, the person
 * goes to `/user/login` and comes back here after signing in. No other page ever needs it.
 */
export function RequireUser() {
  const token = useAuthToken();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
