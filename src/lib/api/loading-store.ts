import { create } from 'zustand';

/** How many `loading: true` requests are in flight; the loading overlay shows while it is above zero (spec §4). */
export const useLoadingStore = create<{ count: number }>(() => ({ count: 0 }));

/** Counts one request in; the returned function counts it out (safe to call more than once). */
export function beginLoading(): () => void {
  useLoadingStore.setState((s) => ({ count: s.count + 1 }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    useLoadingStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));
  };
}
