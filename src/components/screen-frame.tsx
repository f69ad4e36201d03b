import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface ScreenFrameProps {
  /** Catalog id: its title is the heading. */
  screenId: string;
  /** The line under the heading. */
  subtitle: ReactNode;
  inPanel: boolean;
  children: ReactNode;
}

/** A catalog screen's section: its title as the heading (`h2` inside the artifact panel, else `h1`), a line under it, the body. */
export function ScreenFrame({ screenId, subtitle, inPanel, children }: ScreenFrameProps) {
  const { t } = useTranslation('screens');
  const Heading = inPanel ? 'h2' : 'h1';
  const headingId = `${screenId}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-5',
        inPanel ? 'p-4' : 'px-4 py-6 sm:px-6',
      )}
    >
      <div className="min-w-0">
        <Heading id={headingId} className="text-xl font-semibold tracking-tight">
          {t(`title.${screenId}`)}
        </Heading>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </section>
  );
}

/** Why a screen shows nothing to this user (no team, not an administrator), in place of its body. */
export function ScreenNotice({
  icon: Icon,
  title,
  body,
}: {
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  title: string;
  body: string;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon aria-hidden className="size-6" />
      </div>
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{body}</p>
    </div>
  );
}
