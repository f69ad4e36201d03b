import { shareLinksTool } from '../../../../src/tools/share-links/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { sharedDashboardOf } from '../nlu/slots/shared-dashboard.ts';
import type { OfflineSkill } from './offline-skill.ts';

type ShareLinks = ReturnType<typeof shareLinksTool.output.parse>;
type Link = ShareLinks['links'][number];

/** The day of an ISO time, as the card shows it: "2026-12-14T08:00:00.000Z" is 2026-12-14. */
const dayOf = (iso: string) => /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? escapeMarkdown(iso);
const sum = (links: readonly Link[], of: (link: Link) => number) => links.reduce((n, l) => n + of(l), 0);

/**
 * The expiry, views and wrong codes of the active links. The output lists only the newest links, so when some
 * active ones are not listed these are unknown (null): a sum of the listed ones would be a made-up total.
 */
function activeFacts({ active, links }: ShareLinks) {
  const listed = links.filter((l) => l.status === 'active');
  if (listed.length !== active) return { expires: null, views: null, wrongCodes: null };
  const latest = listed
    .map((l) => l.expires_at)
    .sort()
    .at(-1);
  return {
    expires: latest ? dayOf(latest) : null,
    views: sum(listed, (l) => l.view_count),
    wrongCodes: sum(listed, (l) => l.failed_attempts),
  };
}

/** How often links no longer active were opened, when all of them are listed. */
const pastViews = ({ expired, revoked, links }: ShareLinks) =>
  links.length === expired + revoked ? sum(links, (l) => l.view_count) : 0;

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

function closeEn(result: ShareLinks, name: string): string {
  const { active, expired, revoked, links } = result;
  const share = (again: string) => ` To share it${again}, say “share the ${name} dashboard”.`;
  if (active + expired + revoked === 0) return `**${name}** has no share links yet.${share('')}`;
  if (active === 0) {
    const gone = [expired && `${expired} expired`, revoked && `${revoked} revoked`]
      .filter(Boolean)
      .join(', ');
    const views = pastViews(result);
    const they = links.length === 1 ? 'it was' : 'they were';
    const opened = views
      ? `; ${they} opened ${times(views)}${views > 1 && links.length > 1 ? ' in all' : ''}`
      : '';
    return `**${name}** has no active share link (${gone})${opened}.${share(' again')}`;
  }
  const { expires, views, wrongCodes } = activeFacts(result);
  const one = active === 1;
  const facts = [
    `**${name}** has ${active} active share link${one ? '' : 's'}`,
    expires && (one ? `expiring ${expires}` : `the latest expiring ${expires}`),
    views !== null &&
      (views ? `opened ${times(views)}${one || views === 1 ? '' : ' in all'}` : 'not opened yet'),
  ].filter(Boolean);
  const tried = wrongCodes
    ? `, and ${wrongCodes === 1 ? 'a wrong code was tried once' : `wrong codes were tried ${wrongCodes} times`}`
    : '';
  const more = [
    expired && `${expired} more ${expired === 1 ? 'has' : 'have'} expired`,
    revoked && `${revoked}${expired ? '' : ' more'} ${revoked === 1 ? 'was' : 'were'} revoked`,
  ]
    .filter(Boolean)
    .join(' and ');
  return `${facts.join(', ')}${tried}${more ? `; ${more}` : ''}.`;
}

function closeZh(result: ShareLinks, name: string): string {
  const { active, expired, revoked } = result;
  // A name with spaces is only read back whole in quotes ("分享「Nike vs Adidas」看板").
  const said = /\s/.test(name) ? `「${name}」` : name;
  if (active + expired + revoked === 0)
    return `「${name}」还没有分享链接。要分享的话，可以说“分享${said}看板”。`;
  const gone = [expired && `${expired} 个已过期`, revoked && `${revoked} 个已撤销`]
    .filter(Boolean)
    .join('、');
  if (active === 0) {
    const views = pastViews(result);
    return `「${name}」没有有效的分享链接（${gone}）${views ? `，共被打开过 ${views} 次` : ''}。要重新分享，可以说“分享${said}看板”。`;
  }
  const { expires, views, wrongCodes } = activeFacts(result);
  const one = active === 1;
  const facts = [
    `「${name}」有 ${active} 个有效的分享链接`,
    expires && (one ? `${expires} 到期` : `最晚 ${expires} 到期`),
    views !== null && (views ? `${one ? '已' : '共'}被打开 ${views} 次` : '还没有被打开过'),
    wrongCodes && `有人输错提取码 ${wrongCodes} 次`,
  ].filter(Boolean);
  return `${facts.join('，')}${gone ? `；另有 ${gone}` : ''}。`;
}

export const shareLinksSkill: OfflineSkill = {
  toolName: shareLinksTool.name,
  read(text) {
    const name = sharedDashboardOf(text);
    return name ? { dashboard_name: name } : {};
  },
  // Without a name the executor takes the dashboard open in the panel, else the one shared last.
  choice(slots, lang) {
    const name = typeof slots.dashboard_name === 'string' ? slots.dashboard_name : '';
    return lang === 'zh'
      ? { label: '查看分享链接', message: `查看${name ? `「${name}」` : '这个'}看板的分享链接` }
      : {
          label: 'Check the share links',
          message: `Show the share links of ${name ? `the “${name}” dashboard` : 'this dashboard'}`,
        };
  },
  help: {
    en: '**Check share links**: “is the share link for the Nike dashboard still valid?”, “has anyone opened the report I shared?”. Whether each link is active, when it expires and how often it was opened.',
    zh: '**查看分享链接**：“Nike看板的分享链接还有效吗”、“我分享的报告有人看过吗”。每个链接是否有效、何时到期、被打开了几次。',
  },
  can: {
    en: 'check a dashboard’s share links (“has anyone opened the report I shared?”)',
    zh: '查看看板的分享链接（“我分享的报告有人看过吗”）',
  },
  close(output, lang: Language) {
    const result = shareLinksTool.output.parse(output);
    const name = escapeMarkdown(result.dashboard_name);
    return lang === 'zh' ? closeZh(result, name) : closeEn(result, name);
  },
};
