import type { z } from 'zod';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { createAdDashboardTool } from '../../../../src/tools/create-ad-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { MAX_ASK_CHOICES } from '../../../../src/tools/ask-user/contract.ts';
import { adDashboardChoice, adDashboardRequestText } from '../nlu/ad-dashboard-choices.ts';
import { listOf, PLATFORM_NAMES, TAG_NAMES } from '../nlu/ad-words.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import { readAdDashboardRequest } from '../nlu/read-ad-dashboard-request.ts';
import type { OfflineSkill } from './offline-skill.ts';

type Output = z.output<(typeof createAdDashboardTool)['output']>;
type Choose = Extract<Output, { outcome: 'choose_source' }>;

/** The question when the data is unclear: each candidate, each sample account, an upload; the request kept. */
function whichData(o: Choose, lang: Language): AskUserInput {
  const request = o.request;
  const choices = [
    ...o.candidates.map((d) => ({
      label: d.name.slice(0, 80),
      message: adDashboardRequestText({ ...request, dataset_names: [d.name] }, lang),
    })),
    ...o.samples.map((p) => ({
      label: lang === 'zh' ? `${PLATFORM_NAMES[p]}示例账户` : `${PLATFORM_NAMES[p]} sample account`,
      message: adDashboardRequestText({ ...request, sample_accounts: [p] }, lang),
    })),
  ].slice(0, MAX_ASK_CHOICES - 1);
  choices.push({
    label: lang === 'zh' ? '上传文件' : 'Upload a file',
    message: adDashboardRequestText(
      { ...request, upload: true, ...(o.platform ? { platform: o.platform } : {}) },
      lang,
    ),
  });
  const unmatched = o.unmatched.map((n) => `“${n}”`).join(lang === 'zh' ? '、' : ', ');
  const question =
    lang === 'zh'
      ? `${unmatched ? `没有找到${unmatched}。` : ''}广告看板要用哪份数据？`
      : `${unmatched ? `No ad data is named ${unmatched}. ` : ''}Which ad data should the dashboard use?`;
  return { question, choices };
}

function created(o: Extract<Output, { outcome: 'created' }>, lang: Language): string {
  const name = escapeMarkdown(o.name);
  const sample = o.sample ? (lang === 'zh' ? '（示例数据）' : ' (sample data)') : '';
  const tagged = o.tag_by.length
    ? lang === 'zh'
      ? `广告已按${listOf(
          o.tag_by.map((d) => TAG_NAMES[d].zh),
          lang,
        )}打标签，可在卡片中调整标签规则。`
      : ` Ads are tagged by ${listOf(
          o.tag_by.map((d) => TAG_NAMES[d].en),
          lang,
        )}; refine the tag rules from the card.`
    : '';
  return lang === 'zh'
    ? `已创建广告看板「${name}」${sample}。数据读取完成后会自动计算，卡片会显示进度。${tagged}`
    : `Created the ad dashboard **${name}**${sample}. It is computed once its data is read; the card shows where that stands.${tagged}`;
}

export const createAdDashboardSkill: OfflineSkill = {
  toolName: createAdDashboardTool.name,
  read: (text, today) => ({ ...readAdDashboardRequest(text, today) }),
  choice: adDashboardChoice,
  followUp(output, lang) {
    const result = createAdDashboardTool.output.parse(output);
    return result.outcome === 'choose_source' ? whichData(result, lang) : null;
  },
  help: {
    en: '**Create an ad dashboard**: “make an ad dashboard from the Meta sample account for the last 30 days, 7-day click”, or “upload last month’s Meta export and tag it by product”.',
    zh: '**创建广告看板**：“用TikTok示例账户做一个广告看板，按产品打标签”，或“上传上个月的Meta导出文件并按产品打标签”。',
  },
  can: {
    en: 'create an ad dashboard (“make an ad dashboard from the Meta sample account”)',
    zh: '创建广告看板（“用Meta示例账户做一个广告看板”）',
  },
  // Written once and kept in the history: only what stays true; the card shows the status.
  close(output, lang) {
    const result = createAdDashboardTool.output.parse(output);
    switch (result.outcome) {
      case 'created':
        return created(result, lang);
      case 'duplicate': {
        const existing = escapeMarkdown(result.existing_name);
        return lang === 'zh'
          ? `你已经有一个使用相同广告数据的看板「${existing}」，所以没有重复创建。可以在卡片中打开它，或选择仍然新建。`
          : `You already have **${existing}** over the same ad data, so I did not create another. Open it from the card, or choose to create a new one anyway.`;
      }
      case 'needs_upload': {
        const platform = result.platform ? PLATFORM_NAMES[result.platform] : '';
        return lang === 'zh'
          ? `请在卡片中上传${platform}导出文件（CSV 或 XLSX，也可以下载模板），上传后我会用它创建广告看板。`
          : `Upload the ${platform ? `${platform} ` : ''}export in the card (CSV or XLSX; the template is there too), and the ad dashboard is made from it.`;
      }
      case 'choose_source':
        return escapeMarkdown(whichData(result, lang).question);
    }
  },
};
