import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { exportReportTool } from '../../../../src/tools/export-report/contract.ts';
import { dashboardNameOf } from '../nlu/slots/dashboard-name.ts';
import { foldText } from '../nlu/slots/fold-text.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { Choice } from '../nlu/ask-user-input.ts';
import type { OfflineSkill, Slots } from './offline-skill.ts';

/** A PNG is asked for by name or as a picture; anything else downloads as the PDF. */
const PNG = /\bpng\b|\b(?:an?\s+)?(?:image|picture|screenshot)\b|图片|截图|长图|png/iu;
/** Files a report does not download as: asked which of the two it can be instead of handing over a PDF unasked. */
const OTHER_FILE = /\b(?:excel|xlsx?|csv|spreadsheet|word|docx?|powerpoint|pptx?|slides)\b|表格|幻灯片/iu;

const asksOtherFile = (text: string) => OTHER_FILE.test(text) && !/pdf/iu.test(text);

/** The request to download a report in a format, as a sentence the user could have typed. */
function downloadChoice(slots: Slots, lang: Language): Choice {
  const format = String(slots.format ?? 'pdf').toUpperCase();
  const name = typeof slots.dashboard_name === 'string' ? slots.dashboard_name : '';
  return lang === 'zh'
    ? { label: '下载报告', message: `把${name ? `「${name}」` : '这个'}报告下载为${format}` }
    : {
        label: 'Download the report',
        message: `Download ${name ? `“${name}”` : 'this report'} as ${format}`,
      };
}

export const exportReportSkill: OfflineSkill = {
  toolName: exportReportTool.name,
  read(text) {
    const { name } = dashboardNameOf(foldText(text));
    const format = PNG.test(text) ? 'png' : asksOtherFile(text) ? undefined : 'pdf';
    return { ...(format ? { format } : {}), ...(name ? { dashboard_name: name } : {}) };
  },
  ask(slots, lang, text) {
    if (slots.format || !asksOtherFile(text)) return null;
    const choices = (['pdf', 'png'] as const).map((format) => downloadChoice({ ...slots, format }, lang));
    return {
      question:
        lang === 'zh'
          ? '报告可以下载为 PDF 或图片（PNG），要哪一种？表格数据可在看板页面用“下载 XLSX”导出。'
          : 'A report downloads as a PDF or as an image (PNG). Which one? The data as a spreadsheet is on the dashboard’s page (“Download XLSX”).',
      choices: choices.map((c) => ({ label: c.message, message: c.message })),
    };
  },
  choice: (slots, lang) => downloadChoice(slots, lang),
  help: {
    en: '**Download a report**: “export this report as PDF”, “download the Nike report as PNG”.',
    zh: '**下载报告**：“把这个报告导出为PDF”、“把耐克报告下载成图片”。',
  },
  can: {
    en: 'download a report as PDF or PNG (“export this report as PDF”)',
    zh: '把报告下载为PDF或图片（“导出这个报告为PDF”）',
  },
  close(output, lang) {
    const { dashboard_name, format } = exportReportTool.output.parse(output);
    const name = escapeMarkdown(dashboard_name);
    const file = format.toUpperCase();
    return lang === 'zh'
      ? `已在侧边栏打开「${name}」，报告显示完整后会下载为 ${file}。`
      : `**${name}** is open in the side panel; it downloads as ${file} once the report is shown.`;
  },
};
