import { z } from 'zod';
import type { ModelJudgeInput, ModelReplyJudge } from '../../../src/lib/kox-label-judgment.ts';
import { loadAiSdk } from '../../ai/ai-sdk.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';

const answer = z.object({
  label_id: z.string().nullable(),
  reason: z.string().max(1000),
});

const INSTRUCTIONS =
  'You read a creator’s reply to a brand’s collaboration invitation and choose the one progress label whose ' +
  'criteria it meets, or null when none does. Answer with the label_id and, in one or two sentences, why.';

/**
 * The model's judgment of a reply through the configured provider's structured output; null for the offline
 * model, which writes from templates and cannot read mail (the reply then waits for a person).
 */
export function modelReplyJudge(models: ModelProvider): ModelReplyJudge | null {
  if (models.name === 'offline') return null;
  return async (input: ModelJudgeInput, signal) => {
    if (input.event.kind !== 'reply') return { label_id: null, reason: 'Nothing to read.', text_read: '' };
    const text = input.event.text;
    const { generateText, Output } = await loadAiSdk();
    const { output } = await generateText({
      model: models.chatModel(),
      instructions: INSTRUCTIONS,
      prompt: JSON.stringify({
        labels: input.labels.map((l) => ({ label_id: l.label_id, name: l.name, criteria: l.judgment_rule })),
        offer: input.fields,
        reply: { from: input.event.from, subject: input.event.subject, text },
      }),
      output: Output.object({ schema: answer }),
      maxRetries: 1,
      abortSignal: signal,
    });
    const known = input.labels.some((l) => l.label_id === output.label_id);
    return { label_id: known ? output.label_id : null, reason: output.reason, text_read: text };
  };
}
