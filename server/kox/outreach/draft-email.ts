import type { KoxPlatform, KoxTopic } from '../../../src/lib/kox-values.ts';
import { KOX_BRIEF_FIELDS, type KoxBriefField } from '../../../src/lib/kox-recommend-values.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { formatCompactLocalized } from '../../../src/lib/format/compact-localized.ts';
import en from '../../../src/locales/en/kox.json' with { type: 'json' };
import zh from '../../../src/locales/zh/kox.json' with { type: 'json' };
import { DRAFT_PHRASES } from './draft-phrases.ts';

/** A template field as the outreach uses it (spec §3): its content may name the values below as `{{name}}`. */
export interface DraftTemplateField {
  name: string;
  content: string;
  required: boolean;
}

export interface DraftInput {
  language: Language;
  brief: Partial<Record<KoxBriefField, string>>;
  fields: readonly DraftTemplateField[];
  creator: {
    nickname: string;
    handle: string;
    platform: KoxPlatform;
    topics: readonly KoxTopic[];
    /** Newest first. */
    recentTitles: readonly string[];
    followers: number | null;
  };
  sender: { name: string };
}

/** What a draft could not be written without, for the "needs additional information" state (spec §4). */
export type MissingInfo =
  | { kind: 'brief'; field: KoxBriefField }
  | { kind: 'field'; field: string }
  | { kind: 'value'; value: string; field: string }
  | { kind: 'sender' };

export type DraftOutcome =
  { status: 'generated'; subject: string; body: string } | { status: 'needs_info'; missing: MissingInfo[] };

const NAMES = { en, zh };
const PLACEHOLDER = /\{\{\s*([a-z_.]+)\s*\}\}/g;

/** A field's content with the values it names put in (an unknown name left empty: the caller checked). */
export const fillPlaceholders = (content: string, values: ReadonlyMap<string, string>) =>
  content.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');

/** The values a template field may name, for this creator; absent when the creator or the brief lacks it. */
export function valuesOf(input: DraftInput): Map<string, string> {
  const { creator, brief, sender, language } = input;
  const values = new Map<string, string>();
  const set = (name: string, value: string | null | undefined) => {
    if (value?.trim()) values.set(name, value.trim());
  };
  set('creator', creator.nickname || creator.handle);
  set('handle', creator.handle && `@${creator.handle}`);
  set('platform', NAMES[language].platform[creator.platform]);
  set('topic', creator.topics[0] && NAMES[language].topic[creator.topics[0]]);
  set('recent_post', creator.recentTitles[0]);
  set('followers', creator.followers === null ? null : formatCompactLocalized(creator.followers, language));
  set('product', brief.subject);
  set('sender', sender.name);
  for (const field of KOX_BRIEF_FIELDS) set(`brief.${field}`, brief[field]);
  return values;
}

/**
 * The offline model's outreach e-mail to one creator (issue 13): the brief and the template's fields, filled with
 * the creator's own data, in the creator's language. Deterministic; nothing is invented: a required field with
 * no content, a value a field names that this creator or the brief does not have, or a brief without the
 * promoted subject makes it "needs additional information", naming each.
 */
export function draftOutreachEmail(input: DraftInput): DraftOutcome {
  const { brief, fields, language } = input;
  const phrases = DRAFT_PHRASES[language];
  const values = valuesOf(input);
  const missing: MissingInfo[] = [];
  if (!values.has('product')) missing.push({ kind: 'brief', field: 'subject' });
  if (!values.has('sender')) missing.push({ kind: 'sender' });

  const filled: string[] = [];
  for (const field of fields) {
    const content = field.content.trim();
    if (!content) {
      if (field.required) missing.push({ kind: 'field', field: field.name });
      continue;
    }
    const unknown = [...content.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !values.has(name));
    for (const value of new Set(unknown)) missing.push({ kind: 'value', value, field: field.name });
    filled.push(fillPlaceholders(content, values));
  }
  if (missing.length) return { status: 'needs_info', missing };

  const creator = values.get('creator')!;
  const sender = values.get('sender')!;
  const product = values.get('product')!;
  const request = [brief.kox_request, brief.content_request].filter((t) => t?.trim()).join(' ');
  const body = [
    phrases.greeting(creator),
    phrases.noticed(
      sender,
      values.get('platform')!,
      values.get('topic') ?? null,
      values.get('recent_post') ?? null,
    ),
    [phrases.launching(product), brief.core_info?.trim()].filter(Boolean).join(phrases.sentences),
    brief.objective?.trim() ? phrases.objective(brief.objective.trim()) : '',
    request ? phrases.request(request) : '',
    brief.audience?.trim() ? phrases.audience(brief.audience.trim()) : '',
    ...filled,
    brief.other?.trim() ?? '',
    phrases.ask,
    phrases.signOff(sender),
  ].filter(Boolean);
  return {
    status: 'generated',
    subject: phrases.subject(product, creator),
    body: body.join(phrases.paragraphs),
  };
}
