import { appEvents } from '../events.ts';
import { getToken, useAuthStore } from './auth-store.ts';

/**
 * Spec §8 code 10101: the server no longer knows the login a request carried (`sent`, its headers); forget it and
 * let the shell send the user to sign in. An answer to a request that carried another login, or none (it left
 * while signed out and came back after a new sign-in), says nothing of the login held now and leaves it alone.
 */
export function expireSignIn(sent: Record<string, string>): void {
  if ((sent['MB-TOKEN'] ?? '') !== (getToken() ?? '')) return;
  useAuthStore.getState().signOut();
  appEvents.emit('signInExpired');
}
