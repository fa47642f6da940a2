/**
 * The signed-in back-office user, for every admin screen: who it is, whether a Super Admin, and
 * sign-out (revokes the token, clears the stored session and the cached admin data).
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../../lib/api';
import { adminToken, clearAdminSession, type StoredAdmin } from '../../../lib/session';
import { adminKeys } from './admin-api';
import { ROLE_SUPER_ADMIN } from './constants';

type AdminContext = { user: StoredAdmin; isSuper: boolean; signOut: () => Promise<void> };

const Ctx = createContext<AdminContext | null>(null);

export function AdminSessionProvider({ user, children }: { user: StoredAdmin; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    const token = adminToken();
    // The token is revoked on the server; a failure (offline) still signs out on this device.
    if (token) await call('logout', {}, { token }).catch(() => null);
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  const value = useMemo(
    () => ({ user, isSuper: user.role_id === ROLE_SUPER_ADMIN, signOut }),
    [user, signOut],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAdmin(): AdminContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useAdmin outside AdminSessionProvider');
  return ctx;
}
