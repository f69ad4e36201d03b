import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** Switches between zh and en. `compact` is the rail's icon button; otherwise a labelled text button. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  const next = language === 'zh' ? 'en' : 'zh';
  const label = t('language.switchTo', { language: t(`common:languages.${next}`) });
  const onClick = () => void setLanguage(next);

  if (!compact) {
    return (
      <Button variant="ghost" size="sm" onClick={onClick} aria-label={label}>
        <Languages aria-hidden />
        {t(`common:languages.${next}`)}
      </Button>
    );
  }
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClick}
          aria-label={label}
          className="text-muted-foreground"
        >
          <Languages aria-hidden className="size-5" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
