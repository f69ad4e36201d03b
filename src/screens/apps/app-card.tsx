import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { AiApp } from './app-catalog.ts';

export function AppCard({ app, onTry }: { app: AiApp; onTry(prompt: string): void }) {
  const { t } = useTranslation('apps');
  const available = app.status === 'available';
  const Icon = app.icon;
  return (
    <li>
      <button
        type="button"
        disabled={!available}
        onClick={() => onTry(t(`items.${app.id}.prompt`))}
        className={cn(
          'flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left transition-colors',
          available ? 'hover:border-primary/40 hover:bg-accent/40' : 'cursor-not-allowed opacity-70',
        )}
      >
        <span className="flex items-center justify-between">
          <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden className="size-4" />
          </span>
          {available ? null : <Badge variant="secondary">{t('comingSoon')}</Badge>}
        </span>
        <span className="text-sm font-medium">{t(`items.${app.id}.title`)}</span>
        <span className="text-xs leading-5 text-muted-foreground">{t(`items.${app.id}.description`)}</span>
      </button>
    </li>
  );
}
