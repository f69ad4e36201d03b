import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { callApi } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';

/**
 * Signs out: revoke the token on the server (quietly: a token that already expired must not stop the user
 * from leaving), forget the login and every cached answer of this user, then show the sign-in page.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await callApi('auth.logout', {}, { silent: true });
    } catch {
      // Revocation is best effort; the local login is dropped either way.
    }
    useAuthStore.getState().signOut();
    queryClient.clear();
    await navigate({ to: '/writer/login' });
  }, [navigate, queryClient]);
}
