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
import { inviteMemberTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'invite-member-error';

/** `/invite`: the new person's e-mail, their name if given, their role and the clients they may see. */
export function InviteMemberForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof inviteMemberTool>>) {
  const { t } = useTranslation('chat');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AssignableTeamRole | ''>('viewer');
  const [clients, setClients] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === 'admin' && clients.length) return setProblem('adminAllClients');
    const checked = checkInput(inviteMemberTool.input, {
      email,
      ...(name.trim() ? { name } : {}),
      role,
      ...(clients.length ? { clients } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  const message =
    problem === 'adminAllClients'
      ? t('tools.teamAdmin.form.adminAllClients')
      : problem && t(`tools.inviteMember.form.invalid.${problem}`);
  return (
    <form
      noValidate
      aria-label={t('tools.inviteMember.form.label')}
      className="max-h-[60vh] space-y-3 overflow-y-auto p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="grid grid-cols-3 gap-3">
        <div className="space-y-1">
          <Label htmlFor="invite-member-email">{t('tools.inviteMember.form.email')}</Label>
          <Input
            id="invite-member-email"
            type="email"
            autoFocus
            required
            value={email}
            maxLength={64}
            {...invalidIf(problem === 'email', ERROR_ID)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="invite-member-name">{t('tools.inviteMember.form.name')}</Label>
          <Input
            id="invite-member-name"
            value={name}
            maxLength={60}
            {...invalidIf(problem === 'name', ERROR_ID)}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="invite-member-role">{t('tools.manageMember.role')}</Label>
          <RoleSelect id="invite-member-role" value={role} onChange={setRole} />
        </div>
      </div>
      <ClientChecklist
        chosen={clients}
        onChange={setClients}
        hint={t('tools.inviteMember.form.clientsHint')}
        invalid={problem === 'clients' || problem === 'adminAllClients'}
        messageId={ERROR_ID}
      />
      <FormProblem id={ERROR_ID} message={message || null} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.teamAdmin.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('tools.inviteMember.form.submit')}
        </Button>
      </div>
    </form>
  );
}
