import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md`: a phone held upright, where a docked column would leave the screen no room. */
const PHONE = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
