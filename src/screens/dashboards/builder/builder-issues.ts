import { ErrorCode } from '@/lib/api/error-codes';
import { checkTopics, KEYWORD_LIMITS, type KeywordError, type KeywordWarning } from '@/lib/keyword-query';
import { checkAccountLinks } from '@/lib/account-links';
import { parseFollowers, toSubjectInput, type BuilderForm, type BuilderMode } from './builder-form.ts';
import '@/lib/i18n/namespaces/dashboards';
import '@/lib/i18n/namespaces/keywords';

/**
 * A message at a field: `path` names the field the way the server's `issues` do (`name`, `media`, `subjects`,
 * `subjects.0`, `subjects.0.keywords`, …); `key` is a full i18n key, spec §5's messages being `errors:code.<code>`.
 */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, unknown>;
}

export type BuilderStep = 'basics' | 'subjects' | 'components';

const codeIssue = (path: string, code: number): FieldIssue => ({ path, key: `errors:code.${code}` });

export function keywordIssue(path: string, problem: KeywordError | KeywordWarning): FieldIssue {
  const isWarning = problem.code === 'separator' || problem.code === 'word_operator';
  const max = {
    too_long: KEYWORD_LIMITS.maxLength,
    too_many_terms: KEYWORD_LIMITS.maxTerms,
    too_deep: KEYWORD_LIMITS.maxDepth,
  };
  return {
    path,
    key: `keywords:${isWarning ? 'warning' : 'error'}.${problem.code}`,
    params: { max: max[problem.code as keyof typeof max] },
  };
}

/**
 * Step 1, as the server's builder rules see it: a name, then at least one media; a member restricted to some
 * clients files under one of them.
 */
export function basicsIssues(form: BuilderForm, clientRequired = false): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (form.name.trim() === '') issues.push(codeIssue('name', ErrorCode.BASIC_INFO_INCOMPLETE));
  if (form.media.length === 0) issues.push(codeIssue('media', ErrorCode.MEDIA_REQUIRED));
  if (clientRequired && !form.clientId)
    issues.push({ path: 'client_id', key: 'dashboards:builder.clientRequired' });
  return issues;
}

/**
 * Step 2, mirroring server/domains/dashboard/builder-rules.ts subject by subject (a condition at all, a name,
 * keywords or topics), plus what the form can tell before sending: topics without #, the follower range, the
 * number of account links. Keyword syntax goes through the keyword check dialog instead.
 */
export function subjectIssues(form: BuilderForm, mode: BuilderMode): FieldIssue[] {
  const subjects = form.multiple ? form.subjects : form.subjects.slice(0, 1);
  if (subjects.length === 0) return [codeIssue('subjects', ErrorCode.DASHBOARD_CRITERIA_INCOMPLETE)];
  const issues: FieldIssue[] = [];
  subjects.forEach((subject, i) => {
    const input = toSubjectInput(form, subject, mode);
    const at = (field: string) => `subjects.${i}.${field}`;
    if (!hasCondition(input)) {
      issues.push(codeIssue(`subjects.${i}`, ErrorCode.DASHBOARD_CRITERIA_INCOMPLETE));
      return;
    }
    if (form.multiple && input.name === '') issues.push(codeIssue(at('name'), ErrorCode.SUBJECT_INCOMPLETE));
    if (input.keywords === '' && input.topics?.length === 0)
      issues.push(codeIssue(at('keywords'), ErrorCode.KEYWORDS_REQUIRED));
    const topics = checkTopics(subject.topics);
    if (topics.errors[0]) issues.push(keywordIssue(at('topics'), topics.errors[0]));
    const min = parseFollowers(subject.followerMin);
    const max = parseFollowers(subject.followerMax);
    if (min === 'invalid') issues.push({ path: at('follower_min'), key: 'dashboards:rules.wholeNumber' });
    if (max === 'invalid') issues.push({ path: at('follower_max'), key: 'dashboards:rules.wholeNumber' });
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      issues.push({ path: at('follower_min'), key: 'dashboards:rules.followerRange' });
    for (const [field, text] of [
      ['accounts', subject.accounts],
      ['excluded_accounts', mode === 'custom' ? subject.excludedAccounts : ''],
    ] as const) {
      const { tooMany } = checkAccountLinks(text);
      if (tooMany) issues.push({ path: at(field), key: 'keywords:links.tooMany', params: tooMany });
    }
  });
  return issues;
}

type SubjectInput = ReturnType<typeof toSubjectInput>;

function hasCondition(s: SubjectInput): boolean {
  return (
    s.keywords !== '' ||
    (s.topics?.length ?? 0) > 0 ||
    (s.accounts?.length ?? 0) > 0 ||
    (s.excluded_accounts?.length ?? 0) > 0 ||
    (s.regions?.length ?? 0) > 0 ||
    (s.languages?.length ?? 0) > 0 ||
    (s.content_languages?.length ?? 0) > 0 ||
    (s.follower_min ?? null) !== null ||
    (s.follower_max ?? null) !== null ||
    s.paid_only === true ||
    s.app_promotion === true ||
    (s.industry ?? null) !== null
  );
}

/** Which step shows the field a (client or server) issue names. */
const BASICS_PATHS: ReadonlySet<string> = new Set(['name', 'media', 'frequency', 'client_id', 'project_id']);

export function stepOfPath(path: string): BuilderStep {
  if (BASICS_PATHS.has(path)) return 'basics';
  if (path.startsWith('subjects')) return 'subjects';
  return 'components';
}

const KEYWORD_ISSUE = /^(\w+) at \d+$/;

/** Server issues (10211–10215 with spec §5's messages, 10201 keyword syntax) as field messages. */
export function serverIssues(
  code: number,
  issues: readonly { path: string; message: string }[] | undefined,
): FieldIssue[] {
  return (issues ?? []).map((issue) => {
    if (code !== ErrorCode.VALIDATION) return codeIssue(issue.path, code);
    // The client or project was removed, or access to it withdrawn, while the form was open.
    if (issue.path === 'client_id' || issue.path === 'project_id')
      return { path: issue.path, key: 'dashboards:builder.filingUnavailable' };
    const keyword = KEYWORD_ISSUE.exec(issue.message);
    if (keyword && issue.path.endsWith('.keywords'))
      return keywordIssue(issue.path, { code: keyword[1] as KeywordError['code'], position: 0, length: 0 });
    return { path: issue.path, key: 'dashboards:rules.server', params: { message: issue.message } };
  });
}
