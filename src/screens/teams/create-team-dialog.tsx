import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
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
import { callApi } from '@/lib/api/client';
import { TEAM_LANGUAGE_VALUES, teamName } from '@/lib/api/endpoints';
import { reloadTeamContext } from '@/lib/auth/reload-team-context';
import '@/lib/i18n/namespaces/teams';

const createTeamForm = z.object({ name: teamName, language: z.enum(['', ...TEAM_LANGUAGE_VALUES]) });
type CreateTeamForm = z.infer<typeof createTeamForm>;

/** Names a new team the caller will own; creating it switches into it (team.add). */
export function CreateTeamDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const form = useForm<CreateTeamForm>({
    resolver: zodResolver(createTeamForm),
    defaultValues: { name: '', language: '' },
  });
  const create = useMutation({
    mutationFn: async (values: CreateTeamForm) => {
      await callApi('team.add', { name: values.name, language: values.language || null }, { silent: true });
      await reloadTeamContext(queryClient);
    },
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
    },
  });
  const nameError = form.formState.errors.name;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => create.mutate(v))}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogDescription>{t('create.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="create-team-name">{t('create.name')}</Label>
            <Input
              id="create-team-name"
              autoComplete="off"
              maxLength={60}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'create-team-name-error' : undefined}
              {...form.register('name')}
            />
            {nameError ? (
              <p id="create-team-name-error" className="text-sm text-destructive">
                {nameError.type === 'too_small' ? t('create.nameRequired') : t('create.nameInvalid')}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="create-team-language">{t('create.language')}</Label>
            <select
              id="create-team-language"
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              {...form.register('language')}
            >
              <option value="">{t('language.none')}</option>
              {TEAM_LANGUAGE_VALUES.map((lng) => (
                <option key={lng} value={lng}>
                  {t(`language.${lng}`)}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">{t('create.languageHint')}</p>
          </div>
          {create.error ? (
            <p role="alert" className="text-sm text-destructive">
              {create.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
