import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { KoxBriefField } from '../../../src/lib/kox-recommend-values.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { loadAiSdk } from '../../ai/ai-sdk.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import { modelDraftIssue } from '../../kox/outreach/check-model-draft.ts';
import type { DraftInput } from '../../kox/outreach/draft-email.ts';
import { errorSummary } from '../../lib/error-for-log.ts';

/** How long one e-mail may take the provider before the offline writer's text is used. */
const MODEL_TIMEOUT_MS = 60_000;

const draftAnswer = z.object({
  subject: z.string(),
  body: z.string(),
  required_fields: z.array(z.object({ name: z.string(), sentence: z.string() })),
});
const followUpAnswer = z.object({ body: z.string() });

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: 'Simplified Chinese' };

const DRAFT_INSTRUCTIONS =
  'You write one collaboration invitation e-mail from a brand to a content creator, as plain text (no markup, ' +
  'no placeholders: every name is given). Write it in the language named, addressed to the creator by name, ' +
  "mentioning what the creator's data shows they make, signed with the sender's name. Use only the facts given " +
  '(brief, template fields, creator data): never invent prices, dates, numbers or promises. Follow each template ' +
  "field's description and rule; every field marked required must be carried by a sentence of the body, and " +
  'required_fields lists, for each required field by name, that sentence exactly as it stands in the body. ' +
  'Subject: short and specific.';

const FOLLOW_UP_INSTRUCTIONS =
  'You write a short follow-up (at most about 80 words) to a collaboration invitation the creator has not ' +
  'answered, as plain text, in the language named, following the strategy given: remind briefly, restate the ' +
  "offer from the invitation without inventing anything new, make answering easy, sign with the sender's name. " +
  'No subject: it is sent as a reply in the same thread.';

export interface ModelDraftRequest {
  language: Language;
  brief: Partial<Record<KoxBriefField, string>>;
  /** The template's fields, their placeholders already filled with this creator's values. */
  fields: { name: string; content: string; description: string; rule: string; required: boolean }[];
  creator: DraftInput['creator'];
  sender: { name: string };
}

export interface ModelFollowUpRequest {
  language: Language;
  number: number;
  invitation: { subject: string; body: string };
  creatorName: string;
  senderName: string;
  /** The governing label's follow-up strategy (the template's words). */
  strategy: string;
}

/** The model's text, or why it was not used (the caller keeps the offline writer's then). */
export type ModelWritten =
  { ok: true; subject: string; body: string; model: string } | { ok: false; reason: string; model: string };

export interface ModelDraftWriter {
  draft(request: ModelDraftRequest, signal?: AbortSignal): Promise<ModelWritten>;
  followUp(request: ModelFollowUpRequest, signal?: AbortSignal): Promise<ModelWritten>;
}

const modelIdOf = (model: LanguageModel) => (typeof model === 'string' ? model : model.modelId);

const signalOf = (signal: AbortSignal | undefined) =>
  signal
    ? AbortSignal.any([signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)])
    : AbortSignal.timeout(MODEL_TIMEOUT_MS);

/**
 * Drafts and follow-ups written by the configured provider through structured output, checked
 * (`modelDraftIssue`) before use; null for the offline model, whose template writer is then the only one.
 * Never throws: a provider error or a bad answer comes back as its reason.
 */
export function modelDraftWriter(models: ModelProvider): ModelDraftWriter | null {
  if (models.name === 'offline') return null;
  async function ask<T>(
    schema: z.ZodType<T>,
    instructions: string,
    prompt: unknown,
    signal: AbortSignal | undefined,
  ) {
    const model = models.chatModel();
    const { generateText, Output } = await loadAiSdk();
    const { output } = await generateText({
      model,
      instructions,
      prompt: JSON.stringify(prompt),
      output: Output.object({ schema }),
      maxRetries: 1,
      abortSignal: signalOf(signal),
    });
    return { output, model: modelIdOf(model) };
  }
  const failed = (err: unknown): ModelWritten => ({
    ok: false,
    reason: `provider_error: ${errorSummary(err)}`.slice(0, 500),
    model: modelIdOf(models.chatModel()),
  });
  return {
    async draft(request, signal) {
      try {
        const { output, model } = await ask(
          draftAnswer,
          DRAFT_INSTRUCTIONS,
          { ...request, language: LANGUAGE_NAMES[request.language] },
          signal,
        );
        const issue = modelDraftIssue(output, {
          language: request.language,
          required: request.fields.filter((f) => f.required && f.content.trim()).map((f) => f.name),
        });
        if (issue) return { ok: false, reason: `bad_answer: ${issue}`, model };
        return { ok: true, subject: output.subject.trim(), body: output.body.trim(), model };
      } catch (err) {
        return failed(err);
      }
    },
    async followUp(request, signal) {
      try {
        const { output, model } = await ask(
          followUpAnswer,
          FOLLOW_UP_INSTRUCTIONS,
          { ...request, language: LANGUAGE_NAMES[request.language] },
          signal,
        );
        const subject = `Re: ${request.invitation.subject}`;
        const issue = modelDraftIssue(
          { subject, body: output.body, required_fields: [] },
          { language: request.language, required: [], subjectFixed: true },
        );
        if (issue) return { ok: false, reason: `bad_answer: ${issue}`, model };
        return { ok: true, subject, body: output.body.trim(), model };
      } catch (err) {
        return failed(err);
      }
    },
  };
}
