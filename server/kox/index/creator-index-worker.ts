/**
 * The creator index worker: builds the public index of the sample corpus (seconds for 100,000 creators) and
 * answers queries over it (milliseconds each) off the event loop, so neither holds up other requests. The first
 * recommendation builds the creators' word vectors (seconds) in slices, list queries answered between them;
 * recommendations wait for them. Not before: a server that only lists creators never pays for them. With a
 * `file`, what was built is kept there and read back at the next start (kept-creator-index.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorSummary } from '../../lib/error-for-log.ts';
import { rankCreators } from '../recommend/rank-creators.ts';
import { buildRecommendModel, recommendModelOf, type RecommendModel } from '../recommend/recommend-model.ts';
import type { TextIndex } from '../recommend/text-index.ts';
import { sampleFigures } from '../sample/sample-creators.ts';
import { sampleCreatorText } from '../sample/sample-text.ts';
import { buildColumns } from './creator-columns.ts';
import type { IndexOptions, IndexReply, IndexRequest } from './index-protocol.ts';
import { readKeptIndex, writeKeptIndex, type IndexedCorpus } from './kept-creator-index.ts';
import { queryColumns } from './query-columns.ts';

const port = parentPort;
if (!port) throw new Error('creator-index-worker.ts runs only as a worker thread');
const send = (reply: IndexReply) => port.postMessage(reply);

const { asOf, size, file } = workerData as IndexOptions;
const asOfDate = new Date(asOf);
const corpus: IndexedCorpus = {
  size,
  asOf: asOfDate,
  figuresAt: (i) => sampleFigures(i, asOfDate),
  textAt: (i) => sampleCreatorText(i, asOfDate),
};

const kept = file
  ? await readKeptIndex(file, corpus).catch((error: unknown) => ({
      ok: false as const,
      reason: errorSummary(error),
    }))
  : undefined;
if (kept && !kept.ok && kept.reason !== 'ENOENT')
  console.info(`The creator index kept in ${file} is built again: ${kept.reason}.`);
const columns = kept?.ok ? kept.index.columns : buildColumns(size, corpus.figuresAt);
send({ op: 'ready' });

const keep = (text?: TextIndex) => {
  if (!file) return;
  writeKeptIndex(file, asOfDate, columns, text).catch((error: unknown) =>
    console.warn(
      `The creator index could not be kept in ${file} (${errorSummary(error)}); the next start builds it again.`,
    ),
  );
};
if (!kept?.ok) keep();

let model: Promise<RecommendModel> | undefined =
  kept?.ok && kept.index.text
    ? Promise.resolve(recommendModelOf(columns, kept.index.text, corpus.textAt))
    : undefined;

const fail = (id: number, error: unknown) =>
  send({ op: 'error', id, message: error instanceof Error ? error.message : String(error) });

port.on('message', (request: IndexRequest) => {
  if (request.op === 'recommend') {
    (model ??= buildRecommendModel(columns, corpus.textAt).then((built) => {
      keep(built.text);
      return built;
    }))
      .then((m) => send({ op: 'done', id: request.id, value: rankCreators(m, request.query) }))
      .catch((error: unknown) => fail(request.id, error));
    return;
  }
  try {
    send({ op: 'done', id: request.id, value: queryColumns(columns, request.query) });
  } catch (error) {
    fail(request.id, error);
  }
});
