import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import '@/lib/i18n/namespaces/chat';

export function ThreadSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <div
      role="status"
      aria-label={t('thread.loading')}
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-6"
    >
      <Skeleton className="ml-auto h-9 w-1/3 rounded-2xl" />
      <Skeleton className="h-16 w-2/3" />
      <Skeleton className="ml-auto h-9 w-1/4 rounded-2xl" />
      <Skeleton className="h-12 w-1/2" />
    </div>
  );
}
