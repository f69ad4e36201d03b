import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import type { SlashCommand } from '@/tools/slash-commands';
import '@/lib/i18n/namespaces/apps';

/** "open a screen, switch the language and create a dashboard": what the given tools do, as one list. */
export function useAbilitiesText(commands: readonly SlashCommand[]): string {
  const { t } = useTranslation('apps');
  const { language } = useLanguage();
  const list = new Intl.ListFormat(language === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' });
  return list.format(commands.map((c) => t(`tools.${c.toolName}.ability`)));
}
