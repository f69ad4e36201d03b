import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import '@/lib/i18n/namespaces/adData';

/** "Sample data" on a sample account's dataset, explained in a tooltip (and as its description). */
export function SampleLabel() {
  const { t } = useTranslation('adData');
  const descriptionId = useId();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge asChild variant="outline" className="border-warning/40 bg-warning/15 text-foreground">
          <button type="button" aria-describedby={descriptionId}>
            <FlaskConical aria-hidden />
            {t('sample')}
            <span id={descriptionId} hidden>
              {t('sampleHint')}
            </span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{t('sampleHint')}</TooltipContent>
    </Tooltip>
  );
}
