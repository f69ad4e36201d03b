import { useEffect, useState } from 'react';

/** Spec §9: throttle and debounce 500 ms. */
export const DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, delay = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
