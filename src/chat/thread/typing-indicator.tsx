import { useTranslation } from 'react-i18next';

/** While the assistant has not written anything yet. */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <span role="status" aria-label={t('thread.thinking')} className="inline-flex items-center gap-1 py-2">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground/60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
