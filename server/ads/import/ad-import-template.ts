import Papa from 'papaparse';
import { writeXlsx, XLSX_MIME } from '../../../src/lib/xlsx/write-xlsx.ts';
import en from '../../../src/locales/en/adImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/adImport.json' with { type: 'json' };

const LABELS = { en, zh };

/** The template's columns, in order; `*` marks the ones every row needs. */
const TEMPLATE: readonly { key: keyof typeof en.columns; required?: true; example: string }[] = [
  { key: 'day', required: true, example: '2026-10-01' },
  { key: 'platform', required: true, example: 'meta' },
  { key: 'campaign_name', required: true, example: '' },
  { key: 'ad_set_name', required: true, example: '' },
  { key: 'ad_name', required: true, example: '' },
  { key: 'campaign_id', example: '' },
  { key: 'ad_set_id', example: '' },
  { key: 'ad_id', example: '' },
  { key: 'creative_text', example: '' },
  { key: 'creative_url', example: 'https://example.com/creatives/serum-01.jpg' },
  { key: 'country', example: 'US' },
  { key: 'media', example: 'instagram' },
  { key: 'channel', example: 'reels' },
  { key: 'ad_type', example: 'video' },
  { key: 'objective', example: 'sales' },
  { key: 'currency', required: true, example: 'USD' },
  { key: 'spend', required: true, example: '125.40' },
  { key: 'impressions', required: true, example: '48210' },
  { key: 'views', example: '20133' },
  { key: 'link_clicks', example: '912' },
  { key: 'engagements', example: '1540' },
  { key: 'purchases', example: '23' },
  { key: 'purchase_value', example: '1187.50' },
  { key: 'adds_to_cart', example: '61' },
  { key: 'checkouts_initiated', example: '34' },
  { key: 'installs', example: '0' },
  { key: 'actives', example: '0' },
];

export interface AdImportTemplate {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The ad data template to download: the header in the user's language (required columns marked `*`; the import
 * reads either language's header and the keys) and one example row, whose campaign name says it is an example
 * and which the import skips. Conversions per attribution window go in extra columns such as
 * `purchases_7d_click` (docs/ads.md, "Uploads").
 */
export function adImportTemplate(kind: 'csv' | 'xlsx', language: 'zh' | 'en'): AdImportTemplate {
  const labels = LABELS[language];
  const header = TEMPLATE.map((c) => `${labels.columns[c.key]}${c.required ? ' *' : ''}`);
  const words: Partial<Record<string, string>> = {
    campaign_name: labels.template.exampleCampaign,
    ad_set_name: labels.template.exampleAdSet,
    ad_name: labels.template.exampleAd,
    creative_text: labels.template.exampleText,
  };
  const example = TEMPLATE.map((c) => words[c.key] ?? c.example);
  const fileName = `${labels.template.fileName}.${kind}`;
  if (kind === 'csv')
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      bytes: new TextEncoder().encode(`\uFEFF${Papa.unparse([header, example])}\r\n`),
    };
  const columnWidths = header.map((h, i) =>
    Math.max(12, Math.min(48, Math.max(h.length * 2, example[i]!.length) + 2)),
  );
  return { fileName, contentType: XLSX_MIME, bytes: writeXlsx([header, example], { columnWidths }) };
}
