import { lazy, Suspense, type ComponentType } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { Skeleton } from '@/components/ui/skeleton';

type CardProps<I, O> = ToolCallMessagePartProps<I, O>;

/**
 * A tool card loaded when a thread first shows one. The registry is part of the chat runtime (for effects), so
 * a card imported directly would ship with every workspace page; cards of tools used now and then load lazily.
 */
export function lazyCard<I, O>(
  load: () => Promise<ComponentType<CardProps<I, O>>>,
): ComponentType<CardProps<I, O>> {
  const Card = lazy(() => load().then((component) => ({ default: component })));
  return function LazyToolCard(props: CardProps<I, O>) {
    return (
      <Suspense fallback={<Skeleton className="h-16 w-full max-w-md rounded-xl" />}>
        <Card {...props} />
      </Suspense>
    );
  };
}
