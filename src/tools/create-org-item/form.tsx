import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { teamClientsQuery } from '@/screens/dashboards/api/team-clients';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { createOrgItemTool, ORG_ITEM_KINDS, type OrgItemKind } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'create-org-item-error';

/** `/org`: a client, or a project under one of the team's clients. */
export function CreateOrgItemForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof createOrgItemTool>>) {
  const { t } = useTranslation('chat');
  const [kind, setKind] = useState<OrgItemKind>('client');
  const [name, setName] = useState('');
  const [client, setClient] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const clients = useQuery({ ...teamClientsQuery, enabled: kind === 'project' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project = kind === 'project';
    const checked = checkInput(createOrgItemTool.input, {
      kind,
      name,
      ...(project && client ? { client } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    // The tool would guess the only client or ask back; the form has the list, so it asks here.
    if (project && !checked.input.client) return setProblem('client');
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('tools.createOrgItem.form.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <fieldset className="flex items-center gap-4">
        <legend className="mb-1 font-medium">{t('tools.createOrgItem.form.kind')}</legend>
        {ORG_ITEM_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-1.5">
            <input
              type="radio"
              name="create-org-item-kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {t(`tools.createOrgItem.form.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor="create-org-item-name">{t('tools.createOrgItem.form.name')}</Label>
          <Input
            id="create-org-item-name"
            autoFocus
            required
            value={name}
            maxLength={60}
            {...invalidIf(problem === 'name', ERROR_ID)}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        {kind === 'project' ? (
          <div className="space-y-1">
            <Label htmlFor="create-org-item-client">{t('tools.createOrgItem.form.client')}</Label>
            <select
              id="create-org-item-client"
              required
              value={client}
              disabled={clients.isPending}
              {...invalidIf(problem === 'client', ERROR_ID)}
              onChange={(e) => setClient(e.target.value)}
              className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
            >
              <option value="">{t('tools.createOrgItem.form.chooseClient')}</option>
              {clients.data?.list.map((c) => (
                <option key={c.client_id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
            {clients.isError ? (
              <p className="text-xs text-destructive">{t('tools.teamAdmin.form.clientsFailed')}</p>
            ) : clients.data?.list.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t('tools.teamAdmin.form.noClients')}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      <FormProblem id={ERROR_ID} message={problem && t(`tools.createOrgItem.form.invalid.${problem}`)} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.teamAdmin.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('tools.createOrgItem.form.submit')}
        </Button>
      </div>
    </form>
  );
}
