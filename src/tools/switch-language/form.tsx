import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { LANGUAGES, type switchLanguageTool } from './contract.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import '@/lib/i18n/namespaces/chat';

/** `/lang`: one button per language. */
export function SwitchLanguageForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof switchLanguageTool>>) {
  const { t } = useTranslation('chat');
  return (
    <div
      role="group"
      aria-label={t('tools.switchLanguage.formLabel')}
      className="flex items-center gap-2 p-3"
      onKeyDown={cancelOnEscape(onCancel)}
    >
      {LANGUAGES.map((language, index) => (
        <Button
          key={language}
          variant="outline"
          size="sm"
          autoFocus={index === 0}
          onClick={() => onSubmit({ language })}
        >
          {t(`tools.switchLanguage.names.${language}`)}
        </Button>
      ))}
    </div>
  );
}
