import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { loadSessionThread } from './load-session-thread.ts';
import { ThreadSkeleton } from './thread-skeleton.tsx';

const SessionThreadCode = lazy(() => loadSessionThread().then((m) => ({ default: m.SessionThread })));

/** The session's thread, with the thread's loading skeleton while its code arrives. */
export function LazySessionThread({ sessionId, compact = false }: { sessionId: string; compact?: boolean }) {
  return (
    <Suspense
      fallback={
        <div className={cn('h-full', compact ? 'px-3' : 'px-6')}>
          <ThreadSkeleton />
        </div>
      }
    >
      <SessionThreadCode sessionId={sessionId} compact={compact} />
    </Suspense>
  );
}
