import { Languages } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** The other language, its name and the action's label ("Switch to English"), and the switch itself. */
export function useLanguageToggle() {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  const next = language === 'zh' ? 'en' : 'zh';
  const name = t(`common:languages.${next}`);
  return { name, label: t('language.switchTo', { language: name }), toggle: () => void setLanguage(next) };
}

/** Switches between zh and en: a labelled text button (the rail has its icon button, rail-language-switch.tsx). */
export function LanguageSwitch() {
  const { name, label, toggle } = useLanguageToggle();
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-label={label}>
      <Languages aria-hidden />
      {name}
    </Button>
  );
}
