import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdReportProps } from './ad-components.ts';
import { loadAdRenderers } from './ad-loader.ts';
import type { ReportView } from './report-component-card.tsx';
import '@/lib/i18n/namespaces/dashboard';

const lazyBody = () => lazy(() => loadAdRenderers().then((m) => ({ default: m.AdComponentBody })));
// React keeps a lazy component's failure for good: a retry needs a new one.
let LazyAdBody = lazyBody();

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Loading() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('report.loadingComponent')} className="flex flex-col gap-2">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col items-start gap-2">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground"
      >
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('report.loadFailed')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t('report.retry')}
      </Button>
    </div>
  );
}

/**
 * An AD component's body, from the AD renderers' own chunk: a skeleton while it loads, and a retry when it
 * could not be loaded (a flaky network, a deployment that replaced the chunk) instead of a broken report.
 */
export function AdBody(props: {
  apiKey: string;
  result: unknown;
  view: ReportView;
  title: string;
  ad?: AdReportProps;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    LazyAdBody = lazyBody();
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary key={attempt} fallback={<LoadFailed onRetry={retry} />}>
      <Suspense fallback={<Loading />}>
        <LazyAdBody {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
