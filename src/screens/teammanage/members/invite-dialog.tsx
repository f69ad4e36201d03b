import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi, type ApiOutput } from '@/lib/api/client';
import type { AssignableTeamRole } from '@/lib/roles';
import { endpoints } from '@/lib/api/endpoints';
import { formatDateTime } from '@/lib/format';
import { ClientAccessField } from '../common/client-access-field.tsx';
import { FieldErrorText } from '../common/field-error.tsx';
import { CopyButton } from '@/components/copy-button';
import { TEAMMANAGE_KEY } from './member-queries.ts';
import { RoleSelect } from './role-select.tsx';
import '@/lib/i18n/namespaces/teammanage';

// The role and the clients are picked with their own controls; the typed fields go through the schema.
const inviteForm = endpoints['team.invite'].input.pick({ account: true, name: true });
type InviteForm = z.infer<typeof inviteForm>;
type Invitation = ApiOutput<'team.invite'>;

/** Invites someone by e-mail or account name and hands back the one-time sign-in link to send them. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <InviteFlow onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteFlow({ onClose }: { onClose(): void }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  return invitation ? (
    <InvitationLink invitation={invitation} onClose={onClose} />
  ) : (
    <InviteFormView onInvited={setInvitation} onClose={onClose} />
  );
}

function InviteFormView({
  onInvited,
  onClose,
}: {
  onInvited(invitation: Invitation): void;
  onClose(): void;
}) {
  const { t } = useTranslation('teammanage');
  const queryClient = useQueryClient();
  const [clientIds, setClientIds] = useState<string[] | null>(null);
  const [role, setRole] = useState<AssignableTeamRole>('editor');
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteForm),
    defaultValues: { account: '', name: '' },
  });
  const invite = useMutation({
    mutationFn: (values: InviteForm) =>
      callApi(
        'team.invite',
        { ...values, role, client_ids: role === 'admin' ? null : clientIds },
        { silent: true },
      ),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: TEAMMANAGE_KEY });
      onInvited(result);
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof InviteForm) => ({
    id: `invite-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => invite.mutate(v))} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t('invite.title')}</DialogTitle>
        <DialogDescription>{t('invite.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-account">{t('invite.account')}</Label>
        <Input autoComplete="off" maxLength={64} {...field('account')} {...form.register('account')} />
        <FieldErrorText id="invite-account-error" error={errors.account} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-name">{t('invite.name')}</Label>
        <Input autoComplete="off" maxLength={60} {...field('name')} {...form.register('name')} />
        <FieldErrorText id="invite-name-error" error={errors.name} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-role">{t('form.role')}</Label>
        <RoleSelect
          id="invite-role"
          value={role}
          onChange={(e) => setRole(e.target.value as AssignableTeamRole)}
        />
      </div>
      {role === 'admin' ? (
        <p className="text-xs text-muted-foreground">{t('clients.adminsSeeAll')}</p>
      ) : (
        <ClientAccessField value={clientIds} onChange={setClientIds} />
      )}
      {invite.error ? (
        <p role="alert" className="text-sm text-destructive">
          {invite.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function InvitationLink({ invitation, onClose }: { invitation: Invitation; onClose(): void }) {
  const { t } = useTranslation('teammanage');
  const link = new URL(invitation.link, window.location.origin).href;
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t('invite.doneTitle')}</DialogTitle>
        <DialogDescription>
          {invitation.created ? t('invite.createdAccount') : t('invite.existingAccount')}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-link">{t('invite.link')}</Label>
        <div className="flex gap-2">
          <Input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={link}>{t('invite.copy')}</CopyButton>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('invite.expires', { when: formatDateTime(invitation.expires_at) })}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t('invite.close')}
        </Button>
      </DialogFooter>
    </div>
  );
}
