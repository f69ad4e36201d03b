import { z } from 'zod';
import type { ApiInput } from '@/lib/api/client';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import { KOX_PROJECT_NAME_MAX } from '@/lib/kox-project-values';
import '@/lib/i18n/namespaces/koxProject';

const rule = (key: string, params: Record<string, unknown> = {}) =>
  i18n.t(`koxProject:form.rule.${key}`, params);

/**
 * The create form with spec §5's messages: name and start time required; batch outreach needs a connection
 * template, one of the team's (the templates screen makes them).
 */
export const projectFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => rule('nameRequired') })
      .max(KOX_PROJECT_NAME_MAX, { error: () => rule('nameTooLong', { max: KOX_PROJECT_NAME_MAX }) }),
    /** `datetime-local`'s value: the user's local time. */
    start_at: z.string().min(1, { error: () => rule('startRequired') }),
    batch_outreach: z.boolean(),
    template_id: z.string(),
    client_id: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.batch_outreach && !v.template_id)
      ctx.addIssue({ code: 'custom', path: ['template_id'], message: rule('templateRequired') });
  });

export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** Now, to the minute, as `datetime-local` shows it: a new project starts today unless told otherwise. */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function createInputOf(values: z.output<typeof projectFormSchema>): ApiInput<'koxProject.create'> {
  return {
    name: values.name,
    start_at: new Date(values.start_at).toISOString(),
    batch_outreach: values.batch_outreach,
    template_id: values.template_id || null,
    client_id: values.client_id || null,
  };
}

export function updateInputOf(
  projectId: string,
  values: z.output<typeof projectFormSchema>,
): ApiInput<'koxProject.update'> {
  return {
    project_id: projectId,
    name: values.name,
    start_at: new Date(values.start_at).toISOString(),
    batch_outreach: values.batch_outreach,
    template_id: values.template_id || null,
  };
}

/** The field a refused save belongs on: spec §5's codes to their field, the rest to the form. */
export function projectErrorField(error: unknown): 'name' | 'start_at' | 'template_id' | 'root' {
  if (!isApiError(error)) return 'root';
  if (error.code === ErrorCode.KOX_PROJECT_NAME_REQUIRED) return 'name';
  if (error.code === ErrorCode.KOX_PROJECT_START_REQUIRED) return 'start_at';
  if (error.code === ErrorCode.KOX_PROJECT_TEMPLATE_REQUIRED) return 'template_id';
  const path = error.issues?.[0]?.path;
  return path === 'name' || path === 'start_at' || path === 'template_id' ? path : 'root';
}

/** The message of a refused save, in the user's language when the code has one. */
export function projectErrorText(error: unknown): string {
  if (!isApiError(error)) return rule('failed');
  return i18n.t(`errors:code.${error.code}`, { defaultValue: error.message });
}
