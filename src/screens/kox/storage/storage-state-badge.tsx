import { CheckCircle2, Clock, LoaderIcon, XCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { KoxStorageState } from '@/lib/kox-storage-values';
import { Badge } from '@/components/ui/badge';
import '@/lib/i18n/namespaces/koxStorage';

const LOOK: Record<KoxStorageState, { icon: typeof Clock; className: string }> = {
  awaiting: { icon: Clock, className: 'text-muted-foreground' },
  collecting: { icon: LoaderIcon, className: 'border-primary/50 text-primary' },
  completed: { icon: CheckCircle2, className: 'border-success/50 text-success' },
  failed: { icon: XCircle, className: 'border-destructive/50 text-destructive' },
};

/** Spec §4's storage state in words and an icon (never colour alone). */
export function StorageStateBadge({ state }: { state: KoxStorageState }) {
  const { t } = useTranslation('koxStorage');
  const { icon: Icon, className } = LOOK[state];
  return (
    <Badge variant="outline" className={`gap-1 whitespace-nowrap ${className}`}>
      <Icon aria-hidden className={`size-3.5 ${state === 'collecting' ? 'animate-spin' : ''}`} />
      {t(`state.${state}`)}
    </Badge>
  );
}
