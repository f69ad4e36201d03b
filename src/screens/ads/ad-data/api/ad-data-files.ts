import { AD_DATA_TEMPLATE_PATH } from '@/lib/ads/ad-data-paths';
import { fileSaved } from '@/lib/api/download-file';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/adImport';

/** Downloads the ad data template in the user's language; whether it was saved. */
export const downloadAdTemplate = (format: 'csv' | 'xlsx', lang: 'zh' | 'en'): Promise<boolean> =>
  fileSaved(
    `${AD_DATA_TEMPLATE_PATH}?format=${format}&lang=${lang}`,
    `${i18n.t('adImport:template.fileName')}.${format}`,
  );
