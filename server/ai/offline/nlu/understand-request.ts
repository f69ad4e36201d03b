import { askUserTool } from '../../../../src/tools/ask-user/contract.ts';
import { createAdDashboardTool } from '../../../../src/tools/create-ad-dashboard/contract.ts';
import { createDashboardTool } from '../../../../src/tools/create-dashboard/contract.ts';
import { queryAdDashboardTool } from '../../../../src/tools/query-ad-dashboard/contract.ts';
import { DASHBOARDS_SCREEN, openScreenTool } from '../../../../src/tools/open-screen/contract.ts';
import { queryDashboardTool } from '../../../../src/tools/query-dashboard/contract.ts';
import { shareLinksTool } from '../../../../src/tools/share-links/contract.ts';
import { shareReportTool } from '../../../../src/tools/share-report/contract.ts';
import { findKoxTool } from '../../../../src/tools/find-kox/contract.ts';
import { recommendKoxTool } from '../../../../src/tools/recommend-kox/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { OfflineReply } from '../plan-reply.ts';
import { fallbackReply, helpReply, smallTalkReply } from '../replies.ts';
import type { OfflineSkill, Slots } from '../skills/offline-skill.ts';
import type { AskUserInput } from './ask-user-input.ts';
import { whichDidYouMean } from './ask-when-unsure.ts';
import { adPlatformActionAnswer } from './ad-platform-action.ts';
import { dashboardLookupOf, opensOneDashboard } from './dashboard-lookup.ts';
import { deletionAnswer } from './deletion-request.ts';
import { countsInstead, withCountForRate, withTheRate } from './post-rate.ts';
import { intentClassifier } from './intent-classifier.ts';
import type { Ranked } from './softmax-regression.ts';
import { asksToTagAds } from './read-ad-query.ts';
import { asksOfPosts, spansComparedOf } from './read-query.ts';
import { blank } from './slots/fold-text.ts';
import { mediaOf } from './slots/media.ts';
import { stopsSharing } from './slots/shared-dashboard.ts';
import { unsupportedPlatformsOf } from './slots/platforms.ts';
import { goOnQuestion, unsupportedPlatformAnswer } from './unsupported-platform.ts';

/** Ads on Facebook are read through Meta: a platform we do not collect posts from is not one we lack ads of. */
const AD_INTENTS: ReadonlySet<string> = new Set([createAdDashboardTool.name, queryAdDashboardTool.name]);
/** Creator searches: the creator databases keep each creator's engagement rate, so the rate is theirs to rank by. */
const CREATOR_INTENTS: ReadonlySet<string> = new Set([findKoxTool.name, recommendKoxTool.name]);
/** Requests about posts on a platform: one we do not collect from is offered as a dashboard on those we do. */
const DASHBOARD_INTENTS: ReadonlySet<string> = new Set([createDashboardTool.name, queryDashboardTool.name]);

/** `from`'s share of a ranking given to `to`: the request is one `from` cannot answer. */
function giveShare(ranked: readonly Ranked[], from: string, to: string): Ranked[] {
  const share = ranked.find((r) => r.label === from)?.p ?? 0;
  return ranked
    .filter((r) => r.label !== from)
    .map((r) => (r.label === to ? { ...r, p: r.p + share } : r))
    .sort((a, b) => b.p - a.p);
}

/** The two intents with the same probability, their sum shared: the choice between them is asked. */
function evenShares(ranked: readonly Ranked[], one: string, other: string): Ranked[] {
  const both = ranked.filter((r) => r.label === one || r.label === other);
  const each = both.reduce((sum, r) => sum + r.p, 0) / 2;
  return ranked
    .map((r) => (r.label === one || r.label === other ? { ...r, p: each } : r))
    .sort((a, b) => b.p - a.p);
}

/**
 * "想为新出的口红找几个达人", "find me 10 coffee creators": read as a search, the request has no filter at all — it
 * would list every creator and drop what the user said — while a recommendation reads whom the creators are for and
 * ranks them by it. Such a request is a recommendation.
 */
function readsOnlyABrief(
  text: string,
  ranked: readonly Ranked[],
  offered: (name: string) => OfflineSkill | undefined,
  today: Date,
  timeZone: string,
): boolean {
  const find = offered(findKoxTool.name);
  const recommend = offered(recommendKoxTool.name);
  if (ranked[0]?.label !== findKoxTool.name || !find || !recommend) return false;
  return (
    Object.keys(find.read(text, today, timeZone)).length === 0 &&
    recommend.read(text, today, timeZone)['brief'] !== undefined
  );
}

/**
 * "which creators opened our email", "邀约邮件打开率", "达人有没有打开邮件": whether outreach mail was opened. Past
 * tense, a rate or a question only: "open the outreach e-mails" and "打开邮件邀约页面" open a screen.
 */
const EMAIL_OPENS =
  /(?=.*\b(?:e-?mails?|invit\w*|invites?|outreach|mail)\b)(?:.*\bopened\b|.*\bopen[\s-]+rates?\b|.*\b(?:did|has|have|was|were)\b.*\bopen(?:ed)?\b)|(?=.*(?:邮件|邀约|邀请))(?:.*打开率|.*打开了|.*有没有打开|.*被打开|.*被读|.*看了我们的)/iu;
const asksOfEmailOpens = (text: string) => EMAIL_OPENS.test(text);
const NO_OPENS: Record<Language, string> = {
  en: 'The studio does not record whether an e-mail was opened: invitations go as plain mail, without a tracking pixel. It reads the replies: ask “who replied this week in Spring Launch?”, or open the project’s e-mail invitations.',
  zh: '工作室不记录邮件是否被打开：邀约邮件是普通邮件，不带追踪像素。工作室会读取回复：可以问“春季新品项目这周谁回复了？”，或打开项目的邮件邀约页面。',
};

/** Text with the blanks a cut left: none beside Chinese ("美妆类的 达人"), one between words. */
const closeUp = (text: string) =>
  text
    .replace(/\s+(?=\p{Script=Han})|(?<=\p{Script=Han})\s+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** The question as a tool call when ask_user is offered, else as text with the choices to type. */
function askUser(input: AskUserInput, skills: readonly OfflineSkill[]): OfflineReply {
  if (skills.some((s) => s.toolName === askUserTool.name)) {
    return { type: 'tool-call', toolName: askUserTool.name, input };
  }
  return {
    type: 'text',
    text: [input.question, '', ...input.choices.map((c) => `- ${c.message}`)].join('\n'),
  };
}

/**
 * The offline model's reading of one request: the classifier picks the intent; a tool's skill reads its input
 * and asks for what is missing; close intents become a question; help, small talk, a platform we do not
 * collect from and anything else are text. A request to delete something, or to pause an ad on its platform, is
 * answered with where that is done; a look for dashboards by what they track opens the list searching for it.
 */
export function understandRequest(
  text: string,
  skills: readonly OfflineSkill[],
  lang: Language,
  today: Date,
  timeZone = 'UTC',
  carried: Slots = {},
): OfflineReply {
  const offered = (name: string | undefined) => skills.find((s) => s.toolName === name);
  const readWithConversation = (skill: OfflineSkill): Slots => {
    const read = skill.read(text, today, timeZone);
    for (const name of skill.carries ?? [])
      if (read[name] === undefined && carried[name] !== undefined) read[name] = carried[name];
    return read;
  };
  // Nothing records whether mail was opened: said plainly, not read as a creator search or a screen.
  if (asksOfEmailOpens(text)) return { type: 'text', text: NO_OPENS[lang] };
  const read = intentClassifier().classify(text);
  const classified = readsOnlyABrief(text, read, offered, today, timeZone)
    ? giveShare(read, findKoxTool.name, recommendKoxTool.name)
    : read;
  // The ad data holds no posts and no sentiment ("帖子数据与上一期对比"; the ad corpus's "上个月和这个月的…对比"
  // weighs more than the one word), and its tagging is a screen, not a question ("tag my ads by product").
  const answeredElsewhere =
    asksOfPosts(text) && offered(queryDashboardTool.name)
      ? queryDashboardTool.name
      : asksToTagAds(text) && offered(openScreenTool.name)
        ? openScreenTool.name
        : undefined;
  const spans = spansComparedOf(text, today);
  const ranked = answeredElsewhere
    ? giveShare(classified, queryAdDashboardTool.name, answeredElsewhere)
    : stopsSharing(text) && offered(shareLinksTool.name)
      ? // "取消分享这个看板" is the opposite of a new link: the links, where each is revoked (decision 194).
        giveShare(classified, shareReportTool.name, shareLinksTool.name)
      : spans === 'ads'
        ? giveShare(classified, queryDashboardTool.name, queryAdDashboardTool.name)
        : spans === 'either' && offered(queryDashboardTool.name) && offered(queryAdDashboardTool.name)
          ? evenShares(classified, queryAdDashboardTool.name, queryDashboardTool.name)
          : classified;
  const top = ranked[0]?.label;

  // "盯着小红书" asks for a platform we do not collect from; "Facebook ads" are ad analytics, read through Meta.
  const unsupported = AD_INTENTS.has(top ?? '') ? undefined : unsupportedPlatformsOf(text);
  const platform = unsupported?.values[0];
  if (platform && !mediaOf(text).length) {
    // "小红书的美妆达人": a creator search or recommendation can go on across the platforms we have, read without
    // the platform ("的美妆达人"), so that the choice does not ask for it again.
    const elsewhereSkill = DASHBOARD_INTENTS.has(top ?? '') ? undefined : offered(top);
    const withoutPlatform = closeUp(blank(text, unsupported.spans));
    const elsewhere = elsewhereSkill?.choice(
      elsewhereSkill.read(withoutPlatform, today, timeZone),
      lang,
      withoutPlatform,
    );
    if (elsewhere) return askUser(goOnQuestion(platform, elsewhere, lang, false), skills);
    const canCreate = Boolean(offered(createDashboardTool.name));
    const answer = unsupportedPlatformAnswer(text, platform, canCreate, lang);
    return typeof answer === 'string' ? { type: 'text', text: answer } : askUser(answer, skills);
  }

  // "互动率最高的视频": a rate the dashboards do not compute, answered with the counts once the user agrees.
  const counted = CREATOR_INTENTS.has(top ?? '') ? undefined : withCountForRate(text);
  if (counted !== undefined) {
    const reply = understandRequest(counted, skills, lang, today, timeZone);
    const rated = withTheRate(text, reply);
    if (rated) return rated;
    const choiceOf = (toolName: string, input: unknown) =>
      offered(toolName)?.choice(input as Slots, lang, counted) ?? null;
    const answer = countsInstead(reply, choiceOf, lang);
    return typeof answer === 'string' ? { type: 'text', text: answer } : askUser(answer, skills);
  }

  // "remove the share link of the Nike dashboard" ends a link (the links' card), it deletes no dashboard.
  const elsewhere =
    (stopsSharing(text) ? null : deletionAnswer(text, lang)) ?? adPlatformActionAnswer(text, lang);
  if (elsewhere) return askUser(elsewhere, skills);
  const opener = offered(openScreenTool.name);
  const lookedFor = opener ? dashboardLookupOf(text) : undefined;
  if (lookedFor) {
    const input = { screen: DASHBOARDS_SCREEN, ...lookedFor, target: 'artifact' };
    return { type: 'tool-call', toolName: openScreenTool.name, input };
  }
  const opened = opener && opensOneDashboard(text) ? opener.read(text, today, timeZone) : undefined;
  // "Pull up my ads dashboard" names no dashboard but the list of ad dashboards (a view of the report app).
  if (opened?.dashboard_name || opened?.view)
    return { type: 'tool-call', toolName: openScreenTool.name, input: opened };

  // Named beside platforms we collect from ("小红书和抖音"), the request is for those: the likeliest tool reads it,
  // and since it drops the other platform, the user hears of that first.
  const intent = platform ? (ranked.find((r) => offered(r.label))?.label ?? top) : top;
  const skill = offered(intent);
  const slots = skill && readWithConversation(skill);
  const without = platform && skill && slots ? skill.choice(slots, lang, text) : null;
  if (platform && without) return askUser(goOnQuestion(platform, without, lang, true), skills);
  const readingOf = (other: OfflineSkill) => {
    const read = readWithConversation(other);
    return { choice: other.choice(read, lang, text), question: other.ask?.(read, lang, text) ?? null };
  };
  const sure = skill && slots && skill.unmistakable?.(slots);
  const unsure = sure ? null : whichDidYouMean(ranked, readingOf, skills, lang);
  if (unsure) return askUser(unsure, skills);

  if (skill && slots) {
    const question = skill.ask?.(slots, lang, text);
    return question
      ? askUser(question, skills)
      : { type: 'tool-call', toolName: skill.toolName, input: slots };
  }
  if (intent === 'help') return { type: 'text', text: helpReply(skills, lang) };
  if (intent === 'small_talk') return { type: 'text', text: smallTalkReply(skills, lang, text) };
  return { type: 'text', text: fallbackReply(skills, lang) };
}
