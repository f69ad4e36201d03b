import { Camera, Music, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/dashboards';

export type DashboardMedia = 'youtube' | 'tiktok' | 'instagram';

export const MEDIA_ICONS: Record<DashboardMedia, LucideIcon> = {
  youtube: Video,
  tiktok: Music,
  instagram: Camera,
};

/** One icon per media, each named for screen readers. */
export function MediaIcons({ media }: { media: readonly DashboardMedia[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <ul className="flex items-center gap-1.5" aria-label={t('card.media')}>
      {media.map((m) => {
        const Icon = MEDIA_ICONS[m];
        return (
          <li key={m} className="flex items-center gap-1 rounded-md bg-muted px-1.5 py-0.5 text-xs">
            <Icon aria-hidden className="size-3.5" />
            <span>{t(`media.${m}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
