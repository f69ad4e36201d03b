import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface AsyncAction<I> {
  run: (input: I) => void;
  isPending: boolean;
  /** The last run's failure, cleared when the next run starts. */
  error: unknown;
}

/**
 * One async action with its pending state and last error, for screens that must not bring TanStack Query along
 * (the sign-in page, docs/decisions.md): the success and failure handlers of the latest render are called.
 */
export function useAsyncAction<I, O>(
  action: (input: I) => Promise<O>,
  handlers: { onSuccess?: (output: O) => void; onError?: (error: unknown) => void } = {},
): AsyncAction<I> {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef({ action, handlers });
  // Before any event can call `run`: the handlers then see this render's props.
  useLayoutEffect(() => {
    latest.current = { action, handlers };
  });

  const run = useCallback((input: I) => {
    setPending(true);
    setError(null);
    latest.current.action(input).then(
      (output) => {
        setPending(false);
        latest.current.handlers.onSuccess?.(output);
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
        latest.current.handlers.onError?.(failure);
      },
    );
  }, []);

  return { run, isPending, error };
}
