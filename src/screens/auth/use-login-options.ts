import { useEffect, useState } from 'react';
import { callApiLater } from '@/lib/api/call-api-later';
import type { ApiOutput } from '@/lib/api/client';

export type LoginOptions = ApiOutput<'auth.loginOptions'>;

// Asked once per page load; a failure is forgotten so the next sign-in screen asks again.
let asked: Promise<LoginOptions> | null = null;

function loadLoginOptions(): Promise<LoginOptions> {
  asked ??= callApiLater('auth.loginOptions', {}, { silent: true }).catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}

/** Which sign-in methods the server offers; password sign-in alone while unknown or on failure. */
export function useLoginOptions(): LoginOptions | undefined {
  const [options, setOptions] = useState<LoginOptions>();
  useEffect(() => {
    let current = true;
    loadLoginOptions().then(
      (answer) => current && setOptions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return options;
}

/** Forgets the answer (test isolation). */
export function resetLoginOptions(): void {
  asked = null;
}
