import { useTranslation } from '@/lib/i18n/use-translation';
import { focusStart } from '@/lib/a11y/page-heading-focus';
import { MAIN_CONTENT_ID } from './main-content-id.ts';

/** The first stop of the Tab key: jumps past the rail and headers to the page's main landmark. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        // Not a hash navigation: the router owns the address.
        event.preventDefault();
        focusStart(main);
      }}
      className="sr-only z-toast rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
