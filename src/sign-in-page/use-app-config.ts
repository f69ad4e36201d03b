import { useEffect, useState } from 'react';
import { fetchAppConfig, type AppConfig } from '@/lib/app-config';

/** app.json for the sign-in page's title and icon; null while it loads or when it cannot be read. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchAppConfig(abort.signal).then(setConfig, (error: unknown) => {
      if (!abort.signal.aborted) console.warn('[sign-in] app config unavailable', error);
    });
    return () => abort.abort();
  }, []);
  return config;
}
