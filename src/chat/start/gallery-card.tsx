import { BarChart3, Sparkles, Trophy, UserSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ScreenEntry } from '@/lib/screen-catalog';
import type { GalleryItem } from './gallery.ts';
import '@/lib/i18n/namespaces/apps';
import '@/lib/i18n/namespaces/chat';

const GROUP_ICONS: Partial<Record<ScreenEntry['group'], LucideIcon>> = {
  analytics: BarChart3,
  kox: UserSearch,
  benchmark: Trophy,
};

function useItemText(item: GalleryItem) {
  const { t } = useTranslation(['apps', 'chat', 'screens']);
  if (item.kind === 'tool')
    return {
      Icon: item.command.ui.icon,
      title: t(`chat:${item.command.ui.labelKey}`),
      description: t(`apps:tools.${item.id}.description`),
      hint: `/${item.command.slash}`,
    };
  const Icon = GROUP_ICONS[item.screen.group] ?? Sparkles;
  return item.kind === 'view'
    ? {
        Icon,
        title: t(`screens:viewTitle.${item.id}`),
        description: t(`apps:views.${item.id}.description`),
        hint: t('apps:open'),
      }
    : {
        Icon,
        title: t(`screens:title.${item.id}`),
        description: t(`apps:screens.${item.id}.description`),
        hint: t('apps:open'),
      };
}

/** One thing the product does today: a tool opens its input form, a screen (or one of its views) opens. */
export function GalleryCard({ item, onChoose }: { item: GalleryItem; onChoose(item: GalleryItem): void }) {
  const { Icon, title, description, hint } = useItemText(item);
  return (
    <li className="min-w-0">
      <button
        type="button"
        data-gallery-item={item.id}
        onClick={() => onChoose(item)}
        className="flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden className="size-4" />
          </span>
          <span className="truncate font-mono text-xs text-muted-foreground">{hint}</span>
        </span>
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs leading-5 text-muted-foreground">{description}</span>
      </button>
    </li>
  );
}
