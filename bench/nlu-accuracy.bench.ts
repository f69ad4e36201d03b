/**
 * The offline model's language understanding (server/ai/offline/nlu): on the held-out split of the corpus, the
 * share of requests that reach the right intent and whose slots read exactly as labelled, per intent and
 * language; the same two rates on the natural set (hand-written requests, never trained on), per language; the median time to classify one request; and the time to load the corpus and train the classifier
 * on its first request, in wall-clock and CPU time (on a shared machine the CPU time is what the work itself costs).
 */
import { CORPUS_TODAY, SLOTLESS_INTENTS, scoreHeldOut } from '../server/ai/offline/nlu/evaluate.ts';
import { isHeldOut } from '../server/ai/offline/nlu/held-out.ts';
import { intentClassifier, trainIntentClassifier } from '../server/ai/offline/nlu/intent-classifier.ts';
import { loadCorpus } from '../server/ai/offline/nlu/load-corpus.ts';
import { scoreNatural } from '../server/ai/offline/nlu/natural-set.ts';
import { offlineSkills } from '../server/ai/offline/skills/index.ts';
import type { BenchResult } from './bench-result.ts';

const TRAIN_RUNS = 5;
const TRAIN_TARGET_MS = 300;
const CLASSIFY_TARGET_MS = 5;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function trainingTimes(): { wallMs: number; cpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < TRAIN_RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    trainIntentClassifier(loadCorpus());
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

/** One request end to end as the model reads it: the intent, then that tool's slots. */
function classifyTimes(texts: readonly string[]): number[] {
  return texts.map((text) => {
    const started = performance.now();
    const intent = intentClassifier().classify(text)[0]?.label;
    offlineSkills.find((s) => s.toolName === intent)?.read(text, CORPUS_TODAY);
    return performance.now() - started;
  });
}

export default async function run(): Promise<BenchResult[]> {
  const scores = scoreHeldOut();
  const texts = loadCorpus()
    .filter((e) => isHeldOut(e.text))
    .map((e) => e.text);
  const { wallMs, cpuMs } = trainingTimes();
  return [
    ...scores.flatMap((s): BenchResult[] => [
      {
        name: `nlu: ${s.intent} (${s.lang}) right intent, ${s.examples} held out`,
        value: round(s.intentRate * 100),
        unit: '%',
      },
      ...(SLOTLESS_INTENTS.has(s.intent)
        ? []
        : [{ name: `nlu: ${s.intent} (${s.lang}) exact slots`, value: round(s.slotRate * 100), unit: '%' }]),
    ]),
    ...scoreNatural().flatMap((s): BenchResult[] => [
      {
        name: `nlu natural set (${s.lang}): right intent, ${s.examples} requests`,
        value: round(s.intentRate * 100),
        unit: '%',
      },
      { name: `nlu natural set (${s.lang}): exact slots`, value: round(s.slotRate * 100), unit: '%' },
    ]),
    {
      name: `nlu: classify and read one request (median of ${texts.length})`,
      value: round(median(classifyTimes(texts)), 2),
      unit: 'ms',
      target: CLASSIFY_TARGET_MS,
    },
    {
      name: `nlu: load corpus and train (first offline request), wall (median of ${TRAIN_RUNS})`,
      value: round(wallMs),
      unit: 'ms',
      target: TRAIN_TARGET_MS,
    },
    {
      name: `nlu: load corpus and train (first offline request), CPU (median of ${TRAIN_RUNS})`,
      value: round(cpuMs),
      unit: 'ms',
      target: TRAIN_TARGET_MS,
    },
  ];
}
