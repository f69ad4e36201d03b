import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A catalog screen inside the panel. No screen of the catalog is built yet, so it shows the screen's title and
 * its honest "not available yet" state; a built screen replaces this entry in the registry.
 */
export default function ScreenPreview({ props }: { props: Record<string, unknown> }) {
  const { t } = useTranslation(['chat', 'screens']);
  const screenId = String(props.screenId ?? '');
  return (
    <section
      aria-labelledby="artifact-screen-title"
      className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center"
    >
      <div className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Construction aria-hidden className="size-5" />
      </div>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('chat:artifact.notAvailableBadge')}
      </p>
      <h2 id="artifact-screen-title" className="text-xl font-semibold tracking-tight">
        {t(`screens:title.${screenId}`)}
      </h2>
      <p className="max-w-sm text-sm leading-6 text-muted-foreground">
        {t('chat:artifact.notAvailableBody')}
      </p>
    </section>
  );
}
