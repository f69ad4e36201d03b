import { useState } from 'react';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import '@/lib/i18n/namespaces/chat';

export interface SessionRowData {
  session_id: string;
  title: string;
}

interface SessionRowProps {
  session: SessionRowData;
  active: boolean;
  onSelect(): void;
  onRename(title: string): void;
  onDelete(): void;
}

function RenameInput({ initial, onDone }: { initial: string; onDone(title: string | null): void }) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(initial);
  const commit = () => onDone(value.trim() && value.trim() !== initial ? value.trim() : null);
  return (
    <input
      autoFocus
      aria-label={t('sessions.renameLabel')}
      value={value}
      maxLength={120}
      onChange={(e) => setValue(e.target.value)}
      onFocus={(e) => e.target.select()}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          onDone(null);
        }
      }}
      className="h-8 w-full rounded-md border bg-background px-2 text-sm outline-none focus:ring-2 focus:ring-ring"
    />
  );
}

/** One session: select it, rename it in place (Enter saves, Escape cancels), or ask to delete it. */
export function SessionRow({ session, active, onSelect, onRename, onDelete }: SessionRowProps) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  const title = session.title || t('sessions.untitled');
  if (editing) {
    return (
      <li className="px-1 py-0.5">
        <RenameInput
          initial={session.title}
          onDone={(next) => {
            setEditing(false);
            if (next) onRename(next);
          }}
        />
      </li>
    );
  }
  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-md pr-1 text-sm',
        active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
      )}
    >
      <button
        type="button"
        aria-current={active ? 'page' : undefined}
        onClick={onSelect}
        onDoubleClick={() => setEditing(true)}
        className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1.5 text-left"
      >
        <MessageSquare aria-hidden className="size-3.5 shrink-0 opacity-60" />
        <span className="truncate">{title}</span>
      </button>
      <button
        type="button"
        aria-label={t('sessions.rename', { title })}
        onClick={() => setEditing(true)}
        className="rounded p-1 text-muted-foreground opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:text-foreground focus:opacity-100"
      >
        <Pencil aria-hidden className="size-3.5" />
      </button>
      <button
        type="button"
        aria-label={t('sessions.deleteNamed', { title })}
        onClick={onDelete}
        className="rounded p-1 text-muted-foreground opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:text-destructive focus:opacity-100"
      >
        <Trash2 aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
