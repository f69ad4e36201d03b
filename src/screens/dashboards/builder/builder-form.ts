import { splitTopics } from '@/lib/keyword-query';
import type { DashboardAddInput } from '../api/dashboard-queries.ts';

export type BuilderMode = 'smart' | 'custom';
export type Media = 'youtube' | 'tiktok' | 'instagram';
export type Frequency = 'once' | 'daily' | 'weekly' | 'monthly';
export type SearchScope = 'title' | 'description' | 'hashtag';
export type Industry = 'app_promotion' | 'consumer_electronics' | 'gaming' | 'automotive' | 'others';

export const MEDIA: readonly Media[] = ['youtube', 'tiktok', 'instagram'];
export const FREQUENCIES: readonly Frequency[] = ['once', 'daily', 'weekly', 'monthly'];
export const SEARCH_SCOPE_OPTIONS: readonly SearchScope[] = ['title', 'description', 'hashtag'];
export const INDUSTRY_OPTIONS: readonly Industry[] = [
  'app_promotion',
  'consumer_electronics',
  'gaming',
  'automotive',
  'others',
];
/** The server's limit (dashboard.add). */
export const MAX_SUBJECTS = 20;

/** One analysis subject as the form holds it: text as typed, turned into the API's shape on submit. */
export interface SubjectForm {
  key: string;
  name: string;
  description: string;
  keywords: string;
  topics: string;
  accounts: string;
  excludedAccounts: string;
  regions: string[];
  languages: string[];
  followerMin: string;
  followerMax: string;
  contentLanguages: string[];
  searchScope: SearchScope[];
  paidOnly: boolean;
  appPromotion: boolean;
  industry: Industry | '';
}

export interface BuilderForm {
  name: string;
  frequency: Frequency;
  media: Media[];
  /** Several analysis subjects, each with its own name and description, or one named after the dashboard. */
  multiple: boolean;
  subjects: SubjectForm[];
  components: string[];
  /** Where it is filed: a client and a project of the current team ('' = none). */
  clientId: string;
  projectId: string;
}

let nextKey = 0;

export function emptySubject(): SubjectForm {
  nextKey += 1;
  return {
    key: `subject-${nextKey}`,
    name: '',
    description: '',
    keywords: '',
    topics: '',
    accounts: '',
    excludedAccounts: '',
    regions: [],
    languages: [],
    followerMin: '',
    followerMax: '',
    contentLanguages: [],
    searchScope: [],
    paidOnly: false,
    appPromotion: false,
    industry: '',
  };
}

export function initialForm(components: readonly string[]): BuilderForm {
  return {
    name: '',
    frequency: 'once',
    media: [],
    multiple: false,
    subjects: [emptySubject()],
    components: [...components],
    clientId: '',
    projectId: '',
  };
}

export const lines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A follower bound as typed: blank is "no bound"; anything else must be a whole number ≥ 0. */
export function parseFollowers(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

type SubjectInput = NonNullable<DashboardAddInput['subjects']>[number];

/**
 * The subject as the API takes it. Smart mode sends only the smart criteria (custom-only fields typed earlier in
 * custom mode are left out, since they are not on screen); a single subject takes the dashboard's name.
 */
export function toSubjectInput(form: BuilderForm, subject: SubjectForm, mode: BuilderMode): SubjectInput {
  const min = parseFollowers(subject.followerMin);
  const max = parseFollowers(subject.followerMax);
  const custom = mode === 'custom';
  return {
    name: (form.multiple ? subject.name : form.name).trim(),
    description: subject.description.trim(),
    keywords: subject.keywords.trim(),
    topics: splitTopics(subject.topics),
    accounts: lines(subject.accounts),
    excluded_accounts: custom ? lines(subject.excludedAccounts) : [],
    regions: subject.regions,
    languages: subject.languages,
    follower_min: typeof min === 'number' ? min : null,
    follower_max: typeof max === 'number' ? max : null,
    content_languages: custom ? subject.contentLanguages : [],
    search_scope: custom ? subject.searchScope : [],
    paid_only: custom && subject.paidOnly,
    app_promotion: custom && subject.appPromotion,
    industry: custom && subject.industry !== '' ? subject.industry : null,
  };
}

export function toAddInput(form: BuilderForm, mode: BuilderMode): DashboardAddInput {
  const subjects = form.multiple ? form.subjects : form.subjects.slice(0, 1);
  return {
    name: form.name.trim(),
    media: form.media,
    mode,
    frequency: form.frequency,
    subjects: subjects.map((s) => toSubjectInput(form, s, mode)),
    components: form.components,
    client_id: form.clientId || null,
    project_id: form.projectId || null,
  };
}
