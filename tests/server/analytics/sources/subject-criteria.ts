import type { SubjectCriteria } from '../../../../server/analytics/sources/collection-source.ts';

/** A subject's criteria with nothing narrowed but the keywords and the past year, for the source tests. */
export const subjectCriteria = (over: Partial<SubjectCriteria> = {}): SubjectCriteria => ({
  keywords: 'running',
  topics: [],
  accounts: [],
  excludedAccounts: [],
  regions: [],
  languages: [],
  contentLanguages: [],
  industry: null,
  followerMin: null,
  followerMax: null,
  searchScope: ['title'],
  paidOnly: false,
  appPromotionOnly: false,
  since: '2025-11-01',
  until: '2026-10-31',
  ...over,
});
