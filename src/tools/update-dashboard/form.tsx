import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RadioList } from '@/components/radio-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UPDATE_FREQUENCIES } from '@/lib/api/endpoints/dashboard';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { FormButtons } from '../form-buttons.tsx';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { updateDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'update-dashboard-error';
type Frequency = (typeof UPDATE_FREQUENCIES)[number];

/** `/settings`: a new name and how often the open dashboard updates; each may be left as it is, not both. */
export function UpdateDashboardForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof updateDashboardTool>>) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<Frequency | 'keep'>('keep');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(updateDashboardTool.input, {
      ...(name.trim() ? { name } : {}),
      ...(frequency !== 'keep' ? { frequency } : {}),
    });
    if (!checked.ok || (!checked.input.name && !checked.input.frequency)) return setInvalid(true);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('tools.updateDashboard.form.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="update-dashboard-name">{t('tools.updateDashboard.form.name')}</Label>
        <Input
          id="update-dashboard-name"
          autoFocus
          value={name}
          maxLength={100}
          placeholder={t('tools.updateDashboard.form.namePlaceholder')}
          {...invalidIf(invalid, ERROR_ID)}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <RadioList<Frequency | 'keep'>
        legend={t('tools.updateDashboard.form.frequency')}
        options={(['keep', ...UPDATE_FREQUENCIES] as const).map((f) => ({
          value: f,
          label:
            f === 'keep' ? t('tools.updateDashboard.form.keep') : t(`tools.updateDashboard.frequency.${f}`),
        }))}
        value={frequency}
        onChange={setFrequency}
      />
      <FormProblem id={ERROR_ID} message={invalid ? t('tools.updateDashboard.form.invalid') : null} />
      <FormButtons
        cancel={t('tools.updateDashboard.form.cancel')}
        submit={t('tools.updateDashboard.form.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
