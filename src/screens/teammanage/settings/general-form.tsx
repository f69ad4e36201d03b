import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import { TEAM_LANGUAGE_VALUES, teamName } from '@/lib/api/endpoints';
import { reloadTeamContext } from '@/lib/auth/reload-team-context';
import { FieldErrorText } from '../common/field-error.tsx';
import type { TeamDetail } from './settings-queries.ts';
import '@/lib/i18n/namespaces/teammanage';
import '@/lib/i18n/namespaces/teams';

const generalForm = z.object({ name: teamName, language: z.enum(['', ...TEAM_LANGUAGE_VALUES]) });
type GeneralForm = z.infer<typeof generalForm>;

/** The team's name and default language (team.update); the new name shows in the switcher at once. */
export function GeneralForm({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teammanage');
  const queryClient = useQueryClient();
  const form = useForm<GeneralForm>({
    resolver: zodResolver(generalForm),
    values: { name: detail.name, language: detail.language ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: GeneralForm) =>
      callApi('team.update', { name: values.name, language: values.language || null }, { silent: true }),
    onSuccess: () => reloadTeamContext(queryClient),
  });
  const nameError = form.formState.errors.name;

  return (
    <form
      noValidate
      aria-labelledby="team-general-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="flex flex-col gap-4 rounded-xl border p-4"
    >
      <h3 id="team-general-title" className="font-medium">
        {t('settings.general.title')}
      </h3>
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor="team-name">{t('settings.general.name')}</Label>
        <Input
          id="team-name"
          autoComplete="off"
          maxLength={60}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'team-name-error' : undefined}
          {...form.register('name')}
        />
        <FieldErrorText id="team-name-error" error={nameError} />
      </div>
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor="team-language">{t('settings.general.language')}</Label>
        <select
          id="team-language"
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          {...form.register('language')}
        >
          <option value="">{t('teams:language.none')}</option>
          {TEAM_LANGUAGE_VALUES.map((lng) => (
            <option key={lng} value={lng}>
              {t(`teams:language.${lng}`)}
            </option>
          ))}
        </select>
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-destructive">
          {save.error.message}
        </p>
      ) : save.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.general.saved')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {t('settings.general.save')}
        </Button>
      </div>
    </form>
  );
}
