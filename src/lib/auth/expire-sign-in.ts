import { appEvents } from '../events.ts';
import { useAuthStore } from './auth-store.ts';

/** Spec §8 code 10101: the server no longer knows this login; forget it and let the shell send the user to sign in. */
export function expireSignIn(): void {
  useAuthStore.getState().signOut();
  appEvents.emit('signInExpired');
}
