import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { FormButtons } from '../form-buttons.tsx';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { shareLinksTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'share-links-error';

/** `/sharelinks`: the dashboard whose links to show, by name; left empty, the open one or the one shared last. */
export function ShareLinksForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof shareLinksTool>>) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(shareLinksTool.input, name.trim() ? { dashboard_name: name } : {});
    if (!checked.ok) return setInvalid(true);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('tools.shareLinks.form.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="share-links-dashboard">{t('tools.shareLinks.form.dashboard')}</Label>
        <Input
          id="share-links-dashboard"
          autoFocus
          value={name}
          placeholder={t('tools.shareLinks.form.placeholder')}
          aria-describedby="share-links-hint"
          {...invalidIf(invalid, ERROR_ID)}
          onChange={(e) => setName(e.target.value)}
        />
        <p id="share-links-hint" className="text-xs text-muted-foreground">
          {t('tools.shareLinks.form.hint')}
        </p>
      </div>
      <FormProblem id={ERROR_ID} message={invalid ? t('tools.shareLinks.form.invalid') : null} />
      <FormButtons
        cancel={t('tools.shareLinks.form.cancel')}
        submit={t('tools.shareLinks.form.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
