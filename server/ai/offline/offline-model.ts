import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { intentClassifierReady } from './nlu/intent-classifier.ts';
import { OFFLINE_MODEL } from './offline-model-identity.ts';
import { planReply, type OfflineReply } from './plan-reply.ts';
import { bodyPartsOf, contentOf, finishReasonOf, usageOf } from './reply-parts.ts';
import { wordsDue, type TextPacing } from './text-frames.ts';

export interface OfflineModelOptions {
  /** Paces the text so the thread shows it arriving; without it (tests) each word is sent at once. */
  pacing?: TextPacing;
}

/** `providerOptions.offline.locale`: the user's interface language, used when the text itself says nothing. */
function localeOf(options: LanguageModelV4CallOptions): Language {
  const locale = options.providerOptions?.offline?.locale;
  return locale === 'en' ? 'en' : 'zh';
}

/** `providerOptions.offline.timeZone`: the user's time zone (IANA), checked with the chat request; UTC if unsaid. */
function timeZoneOf(options: LanguageModelV4CallOptions): string {
  const timeZone = options.providerOptions?.offline?.timeZone;
  return typeof timeZone === 'string' ? timeZone : 'UTC';
}

async function plan(
  options: LanguageModelV4CallOptions,
): Promise<{ reply: OfflineReply; promptChars: number }> {
  // The first reading trains the classifier; in slices, so the server keeps answering meanwhile.
  await intentClassifierReady();
  const toolNames = (options.tools ?? []).map((t) => t.name);
  return {
    reply: planReply(options.prompt, toolNames, localeOf(options), new Date(), timeZoneOf(options)),
    promptChars: JSON.stringify(options.prompt).length,
  };
}

const outputText = (reply: OfflineReply) =>
  reply.type === 'text' ? reply.text : JSON.stringify(reply.input);

/** Waits `ms`, or less when aborted; the abort listener goes with the wait, since one signal spans many frames. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The built-in model that serves when no AI provider is configured: deterministic, reads requests for every tool
 * in zh and en with its own classifier (nlu/), asks back when unsure, and says plainly what it cannot do yet.
 */
export function createOfflineModel({ pacing }: OfflineModelOptions = {}): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    ...OFFLINE_MODEL,
    supportedUrls: {},
    async doGenerate(options) {
      const { reply, promptChars } = await plan(options);
      return {
        content: contentOf(reply, `call_${crypto.randomUUID()}`),
        finishReason: finishReasonOf(reply),
        usage: usageOf(promptChars, outputText(reply)),
        warnings: [],
      };
    },
    async doStream(options) {
      const { reply, promptChars } = await plan(options);
      const id = reply.type === 'tool-call' ? `call_${crypto.randomUUID()}` : `text_${crypto.randomUUID()}`;
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        {
          type: 'response-metadata',
          id: `offline_${crypto.randomUUID()}`,
          modelId: 'booster-offline-1',
          timestamp: new Date(),
        },
        ...bodyPartsOf(reply, id),
        {
          type: 'finish',
          finishReason: finishReasonOf(reply),
          usage: usageOf(promptChars, outputText(reply)),
        },
      ];
      const signal = options.abortSignal;
      let index = 0;
      // The text being paced: when its first frame went out, and the index of its first word.
      let text: { started: number; first: number } | undefined;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async pull(controller) {
          const part = parts[index];
          if (!part || signal?.aborted) return controller.close();
          if (part.type !== 'text-delta' || !pacing) {
            index++;
            text = undefined;
            return controller.enqueue(part);
          }
          if (text) await sleep(pacing.frameMs, signal);
          else text = { started: performance.now(), first: index };
          if (signal?.aborted) return controller.close();
          let textEnd = index;
          while (parts[textEnd]?.type === 'text-delta') textEnd++;
          const { started, first } = text;
          const end = first + wordsDue(pacing, performance.now() - started, index - first, textEnd - first);
          const delta = parts
            .slice(index, end)
            .map((p) => (p.type === 'text-delta' ? p.delta : ''))
            .join('');
          index = end;
          controller.enqueue({ type: 'text-delta', id: part.id, delta });
        },
      });
      return { stream };
    },
  };
}
