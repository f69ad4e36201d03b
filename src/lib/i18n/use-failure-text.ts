import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FailureCode } from '../api/endpoints/dashboard.ts';
import './namespaces/dashboards.ts';

/**
 * The sentence users read for a failure code (dashboards:failure.<code>): what went wrong and what to do.
 * The server sends codes only, so every place that shows a failure says it the same way, in both languages.
 */
export function useFailureText(): (code: FailureCode | null | undefined) => string {
  const { t } = useTranslation('dashboards');
  return useCallback((code) => t(`failure.${code ?? 'unknown'}`), [t]);
}
