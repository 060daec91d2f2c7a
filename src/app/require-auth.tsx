import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../ui/session/session-context';

/** A protected route without a stored login sends the user to /login (spec 01 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  const location = useLocation();
  if (!auth) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
