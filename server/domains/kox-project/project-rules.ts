import { KOX_PROJECT_NAME_MAX } from '../../../src/lib/kox-project-values.ts';
import { AppError } from '../../lib/errors.ts';

interface ProjectFields {
  name?: string | undefined;
  start_at?: string | null | undefined;
  batch_outreach?: boolean | undefined;
  template_id?: string | null | undefined;
}

/** What a create or an update sets, once spec §5's rules hold. */
export interface ProjectValues {
  name?: string;
  startAt?: Date;
  batchOutreach?: boolean;
  templateId?: string | null;
}

const CONTROL_CHARACTERS = /\p{Cc}/u;

function nameOf(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed)
    throw new AppError('KOX_PROJECT_NAME_REQUIRED', undefined, [{ path: 'name', message: 'Required' }]);
  if (trimmed.length > KOX_PROJECT_NAME_MAX || CONTROL_CHARACTERS.test(trimmed))
    throw new AppError('VALIDATION', undefined, [
      { path: 'name', message: `At most ${KOX_PROJECT_NAME_MAX} characters, no line breaks.` },
    ]);
  return trimmed;
}

function startOf(startAt: string | null | undefined): Date {
  if (!startAt?.trim())
    throw new AppError('KOX_PROJECT_START_REQUIRED', undefined, [{ path: 'start_at', message: 'Required' }]);
  const at = new Date(startAt);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100)
    throw new AppError('VALIDATION', undefined, [{ path: 'start_at', message: 'A date and time.' }]);
  return at;
}

/**
 * Spec §5: name and start time required, a connection template selected when the project needs batch outreach.
 * `current` is the project as stored (an update): only the fields given change, the rule holds for the result.
 */
export function projectValues(input: ProjectFields, current?: ProjectValues): ProjectValues {
  const values: ProjectValues = {};
  if (!current || input.name !== undefined) values.name = nameOf(input.name);
  if (!current || input.start_at !== undefined) values.startAt = startOf(input.start_at);
  if (input.batch_outreach !== undefined) values.batchOutreach = input.batch_outreach;
  if (input.template_id !== undefined) values.templateId = input.template_id;
  const batch = values.batchOutreach ?? current?.batchOutreach ?? false;
  const template = values.templateId !== undefined ? values.templateId : (current?.templateId ?? null);
  if (batch && !template)
    throw new AppError('KOX_PROJECT_TEMPLATE_REQUIRED', undefined, [
      { path: 'template_id', message: 'Required with batch outreach' },
    ]);
  return values;
}
