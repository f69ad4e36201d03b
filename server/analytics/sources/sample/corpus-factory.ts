import type { ChannelFact, CommentFact, HashtagFact, PostFact, SnapshotFact } from '../../store/fact-rows.ts';
import type { CollectionScope } from '../collection-source.ts';
import { CHANNEL_CATEGORIES, categoriesOf } from '../industry-categories.ts';
import {
  channelNameParts,
  commentPhrases,
  descriptionTemplates,
  genericTags,
  noiseTitles,
  titleTemplates,
} from './corpus-text.ts';
import { parseKeywords, satisfyingTerms } from './keyword-terms.ts';
import {
  handleOfLink,
  interactions,
  languageFor,
  pickFormat,
  postTime,
  regionWeights,
  sampleChannelUrl,
  samplePostUrl,
} from './platform-facts.ts';
import type { Random } from './prng.ts';

const DAY = 86_400_000;
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const formatReach: Record<PostFact['format'], number> = { video: 1, short: 1.6, live: 0.3, image: 0.5 };

type Lang = 'zh' | 'en';
const textLang = (language: string | null): Lang => (language?.startsWith('zh') ? 'zh' : 'en');
const asTag = (text: string) => text.replace(/^#/, '').replace(/\s+/g, '').toLowerCase();

const latin = /[a-z0-9]$/i;
/** Chinese runs need no spaces, but two Latin words do. */
function joinTerms(terms: string[], lang: Lang): string {
  if (lang === 'en') return terms.join(' ');
  return terms.reduce(
    (out, term) => (out && latin.test(out) && /^[a-z0-9]/i.test(term) ? `${out} ${term}` : out + term),
    '',
  );
}

export type CorpusChannel = ChannelFact & { handle: string };

/** The inclusive ISO-date range of the criteria as epoch milliseconds [since, until). */
export function dateRange(criteria: CollectionScope['criteria']): { since: number; until: number } {
  const since = Date.parse(`${criteria.since.slice(0, 10)}T00:00:00Z`);
  const until = Date.parse(`${criteria.until.slice(0, 10)}T00:00:00Z`) + DAY;
  if (!(since < until)) throw new Error(`Invalid date range ${criteria.since} – ${criteria.until}`);
  return { since, until };
}

/**
 * Builds facts of one subject from a seeded random source: channels, their posts (titles that satisfy the
 * keywords, plus noise), hashtags, comments and weekly follower snapshots, all within the subject's criteria.
 */
export function createCorpusFactory(scope: CollectionScope, random: Random) {
  const { criteria, platform } = scope;
  const facts = { dashboard_id: scope.dashboardId, subject_id: scope.subjectId, platform };
  const query = parseKeywords(criteria.keywords);
  const { since, until } = dateRange(criteria);
  const excluded = new Set(criteria.excludedAccounts.map(handleOfLink));
  const topics = criteria.topics.map(asTag).filter(Boolean);
  const scopes = criteria.searchScope.length ? criteria.searchScope : ['title'];
  const categories = criteria.industry ? categoriesOf(criteria.industry) : CHANNEL_CATEGORIES;
  const usedIds = new Set<string>();

  const randomId = (length: number, chars = ID_CHARS) => {
    for (;;) {
      let id = '';
      for (let i = 0; i < length; i++) id += chars[Math.floor(random.next() * chars.length)];
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const postId = () => (platform === 'tiktok' ? `7${randomId(18, '0123456789')}` : randomId(11));

  function followers(): number {
    const lo = Math.max(criteria.followerMin ?? 0, 50);
    const hi = Math.max(criteria.followerMax ?? 80_000_000, lo);
    for (let attempt = 0; attempt < 20; attempt++) {
      // Median 120k, σ 1.5: roughly 63% / 20% / 9% / 8% over the 0–200k / 200k–500k / 500k–1m / 1m+ buckets.
      const value = Math.round(random.logNormal(120_000, 1.5));
      if (value >= lo && value <= hi) return value;
    }
    return Math.round(Math.exp(Math.log(lo) + random.next() * (Math.log(hi) - Math.log(lo))));
  }

  /**
   * The n-th channel's region and language: listed regions and languages in turn, so each listed one is present;
   * without a list, a platform-like mix where the language follows the region.
   */
  function place(n: number): { region: string; language: string } {
    const { regions, languages } = criteria;
    const region = regions.length ? regions[n % regions.length]! : random.weighted(regionWeights);
    if (!languages.length) return { region, language: languageFor(region, random) };
    // Cycling languages once per round of regions pairs every region with every language over enough channels.
    return { region, language: languages[Math.floor(n / Math.max(1, regions.length)) % languages.length]! };
  }

  /** The n-th channel, named by `identify` in its language. */
  function channel(
    n: number,
    identify: (language: string) => { handle: string; title: string },
  ): CorpusChannel {
    const { region, language } = place(n);
    const { handle, title } = identify(language);
    return {
      ...facts,
      channel_id: platform === 'youtube' ? `UC${randomId(22)}` : randomId(16, '0123456789'),
      handle,
      title,
      url: sampleChannelUrl(platform, handle),
      logo_url: null,
      region,
      language,
      followers: followers(),
      new_followers: 0,
      category: random.pick(categories),
    };
  }

  /** A name in the channel's language, and the handle it writes out. */
  function channelName(language: string): { handle: string; title: string } {
    const lang = textLang(language);
    const parts = channelNameParts[lang];
    const [firstName, firstHandle] = random.pick(parts.first);
    const [secondName, secondHandle] = random.pick(parts.second);
    return {
      handle: `${firstHandle}${secondHandle}`,
      title: lang === 'en' ? `${firstName} ${secondName}` : `${firstName}${secondName}`,
    };
  }

  /** The channels of the subject: its accounts when it names any, otherwise 30–120 found by the search. */
  function channels(): CorpusChannel[] {
    if (criteria.accounts.length) {
      const links = [...new Set(criteria.accounts.map((l) => l.trim()).filter(Boolean))];
      return links
        .filter((link) => !excluded.has(handleOfLink(link)))
        .map((link, n) => channel(n, () => ({ handle: handleOfLink(link), title: handleOfLink(link) })));
    }
    // Enough channels to pair every listed region with every listed language, within reason.
    const count = Math.min(
      Math.max(random.int(30, 120), criteria.regions.length * criteria.languages.length),
      300,
    );
    const out: CorpusChannel[] = [];
    const handles = new Set<string>();
    while (out.length < count) {
      const ch = channel(out.length, channelName);
      // Equal names get a number, as a platform makes a second owner of a handle add one.
      const handle = handles.has(ch.handle) ? `${ch.handle}${random.int(2, 999)}` : ch.handle;
      if (handles.has(handle) || excluded.has(handle)) continue;
      handles.add(handle);
      out.push(handle === ch.handle ? ch : { ...ch, handle, url: sampleChannelUrl(platform, handle) });
    }
    return out;
  }

  function fill(template: string, phrase: string, time: number): string {
    return template
      .replaceAll('{k}', phrase)
      .replaceAll('{t}', random.pick(topics.length ? topics : ['daily']))
      .replaceAll('{n}', String(random.int(3, 10)))
      .replaceAll('{y}', String(new Date(time).getUTCFullYear()));
  }

  /** A post is in its channel's language, unless the subject lists content languages without it. */
  function postLanguage(ch: CorpusChannel): string | null {
    const wanted = criteria.contentLanguages;
    if (!wanted.length || (ch.language !== null && wanted.includes(ch.language) && random.chance(0.6)))
      return ch.language;
    return random.pick(wanted);
  }

  /** One post of a channel; `matching` says whether its text satisfies the keywords. */
  function post(ch: CorpusChannel, matching: boolean): { post: PostFact; hashtags: HashtagFact[] } {
    const language = postLanguage(ch);
    const lang = textLang(language);
    const time = Math.floor(postTime(since, until, random) / 1000) * 1000;
    const terms = matching ? satisfyingTerms(query, random) : [];
    const keywordPhrase = joinTerms(terms, lang);
    const offTopic = random.pick(topics.length ? topics : [ch.category?.toLowerCase() ?? 'life']);
    const phraseFor = (where: 'title' | 'description') =>
      matching && scopes.includes(where) && keywordPhrase ? keywordPhrase : offTopic;
    const title =
      matching || !query
        ? fill(random.pick(titleTemplates[lang]), phraseFor('title'), time)
        : random.pick(noiseTitles[lang]);
    const description = fill(random.pick(descriptionTemplates[lang]), phraseFor('description'), time);
    const format = pickFormat(platform, random);
    const views =
      Math.round(ch.followers * random.logNormal(0.08, 1.3) * formatReach[format]) + random.int(0, 60);
    const id = postId();
    const tags = new Set<string>([...topics.filter(() => random.chance(0.7))]);
    if (matching && scopes.includes('hashtag')) for (const term of terms) tags.add(asTag(term));
    const generic = genericTags[lang];
    for (let i = random.int(1, 4); i > 0; i--) tags.add(random.pick(generic));
    return {
      post: {
        ...facts,
        post_id: id,
        channel_id: ch.channel_id,
        title,
        description,
        format,
        language,
        region: ch.region,
        views,
        ...interactions(views, platform, random),
        is_paid: criteria.paidOnly || random.chance(0.06),
        is_app_promotion:
          criteria.appPromotionOnly || random.chance(criteria.industry === 'app_promotion' ? 0.5 : 0.03),
        posted_at: new Date(time).toISOString(),
        thumbnail_url: null,
        video_url: samplePostUrl(platform, id),
      },
      hashtags: [...tags].map((tag) => ({ ...facts, post_id: id, tag })),
    };
  }

  /** Comments under a post, mostly in its language, with mixed sentiment. */
  function comments(p: PostFact, count: number): CommentFact[] {
    return Array.from({ length: count }, (_, i) => {
      const lang: Lang = random.chance(0.8)
        ? textLang(p.language)
        : textLang(p.language) === 'zh'
          ? 'en'
          : 'zh';
      const mood = random.weighted([
        ['positive', 45],
        ['neutral', 35],
        ['negative', 20],
      ] as const);
      const posted = Date.parse(p.posted_at);
      const at =
        posted +
        Math.floor((random.next() * Math.max(0, Math.min(14 * DAY, until - 1000 - posted))) / 1000) * 1000;
      return {
        ...facts,
        post_id: p.post_id,
        comment_id: `${p.post_id}.${i}`,
        text: random.pick(commentPhrases[lang][mood]),
        likes: Math.floor(random.logNormal(3, 1.6)),
        posted_at: new Date(at).toISOString(),
      };
    });
  }

  /** Weekly follower counts over the date range, growing to the channel's current count. */
  function snapshots(ch: CorpusChannel): SnapshotFact[] {
    const growth = Math.max(0, random.normal(0.004, 0.004));
    const times: number[] = [];
    for (let t = since; t < until; t += 7 * DAY) times.push(t);
    return times.map((t, i) => ({
      ...facts,
      channel_id: ch.channel_id,
      captured_at: new Date(t).toISOString(),
      followers: Math.round(ch.followers / (1 + growth) ** (times.length - 1 - i)),
    }));
  }

  return { channels, post, comments, snapshots, hasKeywords: query !== null };
}

export function toChannelFact(ch: CorpusChannel, snapshots: SnapshotFact[]): ChannelFact {
  const { handle: _handle, ...fact } = ch;
  const first = snapshots[0]?.followers ?? ch.followers;
  return { ...fact, new_followers: ch.followers - first };
}
