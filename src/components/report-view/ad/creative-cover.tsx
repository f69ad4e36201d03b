import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

/** Only a web address is loaded as a cover: no `data:`, `blob:` or `javascript:` from a result. */
const isWebUrl = (url: string | null): url is string => url !== null && /^https?:\/\/[^\s]+$/i.test(url);

/**
 * An ad's cover, or in its place a quiet tile saying there is none, or that it failed to load (spec §8 "Image
 * load failed"): a platform's image links expire, and a broken image icon reads as a broken page.
 */
export function CreativeCover({
  view,
  url,
  name,
  className,
}: {
  view: AdView;
  url: string | null;
  name: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { t } = view;
  const failed = failedUrl !== null && failedUrl === url;
  if (isWebUrl(url) && !failed)
    return (
      <img
        src={url}
        alt={t('adReport:top.coverOf', { name })}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(url)}
        className={cn('bg-muted object-cover', className)}
      />
    );
  return (
    <div
      role="img"
      aria-label={t(failed ? 'adReport:top.coverFailed' : 'adReport:top.coverMissing')}
      data-cover={failed ? 'failed' : 'missing'}
      className={cn(
        'flex flex-col items-center justify-center gap-1 bg-muted text-xs text-muted-foreground',
        className,
      )}
    >
      <ImageOff aria-hidden className="size-5 opacity-60" />
      <span aria-hidden>{t(failed ? 'adReport:top.coverFailed' : 'adReport:top.coverMissing')}</span>
    </div>
  );
}
