import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AssignableTeamRole } from '@/lib/roles';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { ClientChecklist } from '../team-admin/client-checklist.tsx';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { RoleSelect } from '../team-admin/role-select.tsx';
import { manageMemberTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'manage-member-error';

/** `/member`: who (name, account or e-mail), their new role and the clients they are restricted to. */
export function ManageMemberForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof manageMemberTool>>) {
  const { t } = useTranslation('chat');
  const [person, setPerson] = useState('');
  const [role, setRole] = useState<AssignableTeamRole | ''>('');
  const [clients, setClients] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === 'admin' && clients.length) return setProblem('adminAllClients');
    const checked = checkInput(manageMemberTool.input, {
      person,
      ...(role ? { role } : {}),
      ...(clients.length ? { clients } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  const message =
    problem === 'adminAllClients'
      ? t('tools.teamAdmin.form.adminAllClients')
      : problem && t(`tools.manageMember.form.invalid.${problem}`);
  return (
    <form
      noValidate
      aria-label={t('tools.manageMember.form.label')}
      className="max-h-[60vh] space-y-3 overflow-y-auto p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor="manage-member-person">{t('tools.manageMember.person')}</Label>
          <Input
            id="manage-member-person"
            autoFocus
            required
            value={person}
            maxLength={100}
            placeholder={t('tools.manageMember.form.personPlaceholder')}
            {...invalidIf(problem === 'person', ERROR_ID)}
            onChange={(e) => setPerson(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="manage-member-role">{t('tools.manageMember.role')}</Label>
          <RoleSelect
            id="manage-member-role"
            value={role}
            onChange={setRole}
            emptyLabel={t('tools.manageMember.form.keepRole')}
          />
        </div>
      </div>
      <ClientChecklist
        chosen={clients}
        onChange={setClients}
        hint={t('tools.manageMember.form.clientsHint')}
        invalid={problem === 'clients' || problem === 'adminAllClients'}
        messageId={ERROR_ID}
      />
      <FormProblem id={ERROR_ID} message={message || null} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.teamAdmin.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('tools.manageMember.form.submit')}
        </Button>
      </div>
    </form>
  );
}
