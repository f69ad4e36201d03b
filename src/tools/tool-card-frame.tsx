import type { ReactNode } from 'react';
import {
  CircleAlert,
  CircleCheck,
  CircleDot,
  CircleSlash,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import type { ToolCardState } from './tool-card-state.ts';
import { useToolLabelKey } from './tool-label.tsx';
import '@/lib/i18n/namespaces/chat';

const STATE_ICONS: Record<ToolCardState, LucideIcon> = {
  running: LoaderCircle,
  awaiting: CircleDot,
  done: CircleCheck,
  error: CircleAlert,
  stopped: CircleSlash,
};

const STATE_CLASSES: Record<ToolCardState, string> = {
  running: 'text-muted-foreground animate-spin',
  awaiting: 'text-primary',
  done: 'text-success',
  error: 'text-destructive',
  stopped: 'text-muted-foreground',
};

interface ToolCardFrameProps {
  icon: LucideIcon;
  /** What the call is about, once its input or result says it. */
  title?: ReactNode;
  /**
   * The title until then, while the call runs ("Looking at the dashboard…"). A call that failed or was stopped
   * before it had a title is named by its tool instead.
   */
  runningTitle?: ReactNode;
  state: ToolCardState;
  /** Extra detail under the title (the error text, what was done). */
  detail?: ReactNode;
  actions?: ReactNode;
  /** Room for a table or a chart. */
  wide?: boolean;
}

/** The compact card every tool call gets in the thread: what it is, where it stands, what can be done next. */
export function ToolCardFrame({
  icon: Icon,
  title,
  runningTitle,
  state,
  detail,
  actions,
  wide,
}: ToolCardFrameProps) {
  const { t } = useTranslation('chat');
  const StateIcon = STATE_ICONS[state];
  const labelKey = useToolLabelKey();
  const ended = state === 'error' || state === 'stopped';
  const shownTitle = title ?? (ended && labelKey ? t(labelKey) : runningTitle);
  return (
    <div
      role="group"
      aria-label={typeof shownTitle === 'string' ? shownTitle : undefined}
      data-state={state}
      className={cn(
        'my-2 w-full rounded-lg border bg-card p-3 text-card-foreground shadow-xs',
        wide ? 'max-w-2xl' : 'max-w-md',
      )}
    >
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{shownTitle}</p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <StateIcon aria-hidden className={cn('size-3.5', STATE_CLASSES[state])} />
            {t(`toolCard.state.${state}`)}
          </p>
        </div>
      </div>
      {detail ? (
        <div className={cn('mt-2 text-xs', state === 'error' ? 'text-destructive' : 'text-muted-foreground')}>
          {detail}
        </div>
      ) : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
