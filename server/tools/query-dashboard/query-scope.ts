import type { QueryPeriod } from '../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { DASHBOARD_MEDIA_NAMES, type DASHBOARD_MEDIA } from '../../../src/lib/api/endpoints/dashboard.ts';
import type { ComponentScope } from '../../analytics/components/scope.ts';
import { askedWindow } from './compared-window.ts';
import { windowBounds, type DateWindow } from './period.ts';
import { queryInputError } from './query-errors.ts';
import { nameKey } from './subject-names.ts';

type Media = (typeof DASHBOARD_MEDIA)[number];

export interface NamedSubject {
  id: string;
  name: string;
  /** Other names it answers to (keywordNames), already as name keys. */
  aliases?: readonly string[];
}

/**
 * What a question covers: some of the dashboard's subjects (in its order), optionally one of its media and an
 * optional window of dates.
 */
export interface QueryScope {
  dashboardId: string;
  subjects: NamedSubject[];
  platform: Media | null;
  window: DateWindow | null;
  /** Every subject and medium at any time: what the dashboard's stored component results cover. */
  whole: boolean;
  /** The same as a component scope (posted_at bounds since inclusive, until exclusive). */
  components: ComponentScope;
}

/** The subject a name asks for: by its name, else the one subject whose keywords search for that word alone. */
function subjectNamed(all: readonly NamedSubject[], name: string): NamedSubject | undefined {
  const byName = all.find((s) => nameKey(s.name) === name);
  if (byName) return byName;
  const byKeyword = all.filter((s) => s.aliases?.includes(name));
  return byKeyword.length === 1 ? byKeyword[0] : undefined;
}

/** The asked subjects (every one when none is named); a name the dashboard does not have is an error. */
function pickSubjects(
  dashboard: { name: string },
  all: readonly NamedSubject[],
  asked: readonly string[] | undefined,
  locale: Language,
): NamedSubject[] {
  if (!asked) return [...all];
  const found = asked.map((name) => subjectNamed(all, nameKey(name)));
  const unknown = asked.filter((_, i) => !found[i]);
  if (unknown.length > 0) {
    throw queryInputError('unknownSubjects', locale, {
      dashboard: dashboard.name,
      names: unknown.map((n) => `“${n}”`).join(', '),
      known: all.map((s) => `“${s.name}”`).join(', '),
    });
  }
  return all.filter((s) => found.includes(s));
}

/** The asked medium, which must be one the dashboard collects: another has no posts to answer from. */
function pickPlatform(
  dashboard: { name: string; media: readonly Media[] },
  asked: Media | undefined,
  locale: Language,
): Media | null {
  if (!asked) return null;
  if (dashboard.media.includes(asked)) return asked;
  const names = dashboard.media.map((m) => DASHBOARD_MEDIA_NAMES[m]);
  throw queryInputError('mediumNotCollected', locale, {
    dashboard: dashboard.name,
    collected: locale === 'zh' ? names.join('、') : new Intl.ListFormat('en').format(names),
    medium: DASHBOARD_MEDIA_NAMES[asked],
  });
}

export function resolveQueryScope(opts: {
  dashboard: { id: string; name: string; media: readonly Media[] };
  subjects: readonly NamedSubject[];
  asked: {
    subjects?: string[] | undefined;
    platform?: Media | undefined;
    period?: QueryPeriod | undefined;
  };
  today: string;
  locale: Language;
}): QueryScope {
  const { dashboard, asked, locale } = opts;
  const subjects = pickSubjects(dashboard, opts.subjects, asked.subjects, locale);
  const platform = pickPlatform(dashboard, asked.platform, locale);
  let window: DateWindow | null = null;
  if (asked.period) window = askedWindow(asked.period, opts.today, locale);
  return {
    dashboardId: dashboard.id,
    subjects,
    platform,
    window,
    whole: !asked.subjects && !platform && !window,
    components: {
      dashboardId: dashboard.id,
      subjectIds: subjects.map((s) => s.id),
      ...(platform ? { platforms: [platform] } : {}),
      ...(window ? windowBounds(window) : {}),
    },
  };
}
