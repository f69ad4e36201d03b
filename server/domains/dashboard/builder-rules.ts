import type { z } from 'zod';
import type { endpoints, subjectInputSchema } from '../../../src/lib/api/endpoints.ts';
import { parseKeywords } from '../../../src/lib/keyword-query/index.ts';
import { AppError } from '../../lib/errors.ts';

export type DashboardInput = z.output<(typeof endpoints)['dashboard.add']['input']>;
export type SubjectInput = z.output<typeof subjectInputSchema>;

/** Whether a subject sets any search condition at all (spec §5: each subject needs at least one). */
function hasCondition(s: SubjectInput): boolean {
  return (
    s.keywords !== '' ||
    s.topics.length > 0 ||
    s.accounts.length > 0 ||
    s.excluded_accounts.length > 0 ||
    s.regions.length > 0 ||
    s.languages.length > 0 ||
    s.content_languages.length > 0 ||
    s.follower_min !== null ||
    s.follower_max !== null ||
    s.paid_only ||
    s.app_promotion ||
    s.industry !== null
  );
}

/** The keyword language of spec §5; each problem becomes an issue `code at position` (the client's field marks it). */
function checkKeywordSyntax(keywords: string, path: string): void {
  const parsed = parseKeywords(keywords);
  if (parsed.ok) return;
  throw new AppError(
    'VALIDATION',
    'Keywords do not match the requirements.',
    parsed.errors.map((e) => ({ path, message: `${e.code} at ${e.position}` })),
  );
}

/**
 * The builder's rules in the order the builder checks its steps: basic information, media, then each
 * analysis subject. Each failure carries spec §5's message and its own code, plus the field in `issues`.
 */
export function checkBuilderRules(input: DashboardInput): void {
  if (input.name === '')
    throw new AppError('BASIC_INFO_INCOMPLETE', undefined, [
      { path: 'name', message: 'Basic information is incomplete' },
    ]);
  if (input.media.length === 0)
    throw new AppError('MEDIA_REQUIRED', undefined, [{ path: 'media', message: 'Please select media' }]);
  if (input.subjects.length === 0)
    throw new AppError('DASHBOARD_CRITERIA_INCOMPLETE', undefined, [
      { path: 'subjects', message: 'Please complete the dashboard criteria.' },
    ]);
  input.subjects.forEach((s, i) => {
    if (!hasCondition(s))
      throw new AppError('DASHBOARD_CRITERIA_INCOMPLETE', undefined, [
        { path: `subjects.${i}`, message: 'Please complete the dashboard criteria.' },
      ]);
    if (s.name === '')
      throw new AppError('SUBJECT_INCOMPLETE', undefined, [
        { path: `subjects.${i}.name`, message: 'Please fill in all the information.' },
      ]);
    if (s.keywords === '' && s.topics.length === 0)
      throw new AppError('KEYWORDS_REQUIRED', undefined, [
        { path: `subjects.${i}.keywords`, message: 'Fill in keywords or hashtags.' },
      ]);
    if (s.keywords !== '') checkKeywordSyntax(s.keywords, `subjects.${i}.keywords`);
  });
}
