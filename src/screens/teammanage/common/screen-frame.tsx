import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A teammanage screen's frame: its heading (h1 as a page, h2 in the artifact panel), a line under it, the body. */
export function ScreenFrame({
  id,
  title,
  subtitle,
  inPanel,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  inPanel: boolean;
  children: ReactNode;
}) {
  const Heading = inPanel ? 'h2' : 'h1';
  return (
    <section
      aria-labelledby={id}
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-5', inPanel ? 'p-4' : 'px-4 py-6 sm:px-6')}
    >
      <div className="min-w-0">
        <Heading id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </Heading>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
    </section>
  );
}
