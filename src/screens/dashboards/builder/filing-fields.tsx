import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAuthStore } from '@/lib/auth/auth-store';
import { teamClientsQuery, teamProjectsQuery } from '../api/team-clients.ts';
import type { FieldIssue } from './builder-issues.ts';
import type { BuilderForm } from './builder-form.ts';
import { FormField } from './form-field.tsx';
import '@/lib/i18n/namespaces/dashboards';

const selectClass =
  'h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:max-w-xs';

/** Only where it is filed: the AD builder files its dashboards with these fields too. */
type Filing = Pick<BuilderForm, 'clientId' | 'projectId'>;

interface FilingFieldsProps {
  form: Filing;
  issueAt(path: string): FieldIssue | undefined;
  onChange(patch: Partial<Filing>): void;
}

/**
 * Where the dashboard is filed in the current team: a client and, under it, a project. Both may stay empty,
 * except for a member restricted to some clients, who files under one of them (their only one is preselected).
 */
export function FilingFields({ form, issueAt, onChange }: FilingFieldsProps) {
  const { t } = useTranslation('dashboards');
  const restricted = useAuthStore((s) => s.userRoleInfo?.team?.restricted ?? false);
  const clients = useQuery(teamClientsQuery);
  const projects = useQuery(teamProjectsQuery(form.clientId));
  const onlyClient = restricted && clients.data?.list.length === 1 ? clients.data.list[0] : undefined;
  useEffect(() => {
    if (onlyClient && !form.clientId) onChange({ clientId: onlyClient.client_id });
  }, [onlyClient, form.clientId, onChange]);

  const chooseProject = (projectId: string) => {
    const project = projects.data?.list.find((p) => p.project_id === projectId);
    onChange({ projectId, ...(project ? { clientId: project.client.client_id } : {}) });
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{t('builder.filing')}</legend>
      <p className="-mt-2 text-xs text-muted-foreground">
        {restricted ? t('builder.filingRestricted') : t('builder.filingHint')}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row">
        <FormField
          path="client_id"
          label={t('builder.client')}
          issue={issueAt('client_id')}
          required={restricted}
        >
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={form.clientId}
              disabled={clients.isPending}
              onChange={(e) => onChange({ clientId: e.target.value, projectId: '' })}
            >
              <option value="">{restricted ? t('builder.chooseClient') : t('builder.noClient')}</option>
              {clients.data?.list.map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField path="project_id" label={t('builder.project')} issue={issueAt('project_id')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={form.projectId}
              disabled={projects.isPending}
              onChange={(e) => chooseProject(e.target.value)}
            >
              <option value="">{t('builder.noProject')}</option>
              {projects.data?.list.map((p) => (
                <option key={p.project_id} value={p.project_id}>
                  {form.clientId ? p.name : `${p.client.name} / ${p.name}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
