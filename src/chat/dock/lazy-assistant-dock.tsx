import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';

const AssistantDockCode = lazy(() =>
  import('./assistant-dock.tsx').then((m) => ({ default: m.AssistantDock })),
);

function DockSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-label={t('dock.loading')} className="flex h-full flex-col">
      <div className="flex h-12 shrink-0 items-center border-b pr-2 pl-6 max-md:pl-12">
        <Skeleton className="h-4 w-32" />
      </div>
      <div className="flex flex-1 flex-col justify-end gap-3 p-3">
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The assistant beside other screens. Its code (the composer, the tool forms, the thread) loads when the dock
 * is first shown, so the signed-in frame does not carry the chat into every screen.
 */
export function AssistantDock() {
  return (
    <Suspense fallback={<DockSkeleton />}>
      <AssistantDockCode />
    </Suspense>
  );
}
