import { and, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode, type ErrorCodeName } from '../../../src/lib/api/error-codes.ts';
import type { TemplateInput } from '../../../src/lib/api/endpoints/kox-template.ts';
import { checkTemplate, type TemplateIssue } from '../../../src/lib/kox-template-check.ts';
import { BUILTIN_LABEL_KEYS } from '../../../src/lib/kox-template-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { koxTemplates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type Draft = Required<Pick<TemplateInput, 'name'>> & Parameters<typeof checkTemplate>[0];

/** 10281 with one issue per problem, each naming its code; the screens translate them at their fields. */
export function rejectTemplate(issues: TemplateIssue[]): never {
  throw new AppError(
    'KOX_TEMPLATE_INVALID',
    undefined,
    issues.map((i) => ({
      path: i.path,
      code: i.code,
      message: codeMessage(i.code),
      ...(i.params ? { params: i.params as Record<string, string | number> } : {}),
    })),
  );
}

/** The English fallback of an issue's code, the one the server's error table holds. */
const codeMessage = (code: number) =>
  new AppError(
    (Object.keys(ErrorCode) as ErrorCodeName[]).find((name) => ErrorCode[name] === code) ?? 'VALIDATION',
  ).message;

/** Whether another template of the team already has this name, in any case. */
export async function nameTaken(
  db: Db | Tx,
  teamId: string,
  name: string,
  except?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: koxTemplates.id })
    .from(koxTemplates)
    .where(
      and(
        eq(koxTemplates.teamId, teamId),
        sql`lower(${koxTemplates.name}) = lower(${name.trim()})`,
        except ? ne(koxTemplates.id, except) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const nameTakenIssue: TemplateIssue = { path: 'name', code: ErrorCode.KOX_TEMPLATE_NAME_TAKEN };

/**
 * The whole template checked before anything is written: every built-in label exactly once (the editor cannot
 * remove them, so another set is a malformed request, 10201), then the §5 rules and the team's names.
 */
export async function checkDraft(db: Db | Tx, teamId: string, draft: Draft, except?: string): Promise<void> {
  const keys = draft.labels.map((l) => l.builtin_key).filter((k) => k !== null);
  if (keys.length !== BUILTIN_LABEL_KEYS.length || BUILTIN_LABEL_KEYS.some((k) => !keys.includes(k)))
    throw new AppError('VALIDATION', undefined, [
      { path: 'labels', message: `Every built-in label once: ${BUILTIN_LABEL_KEYS.join(', ')}.` },
    ]);
  const issues = checkTemplate(draft);
  if (draft.name.trim() && (await nameTaken(db, teamId, draft.name, except))) issues.push(nameTakenIssue);
  if (issues.length > 0) rejectTemplate(issues);
}
