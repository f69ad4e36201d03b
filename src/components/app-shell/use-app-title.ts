import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { appConfigQuery } from '@/lib/app-config';

/** The product name as app.json configures it, else the built-in one. */
export function useAppTitle(): string {
  const { t } = useTranslation('shell');
  const { data } = useQuery(appConfigQuery);
  return data?.title || t('brand.name');
}
