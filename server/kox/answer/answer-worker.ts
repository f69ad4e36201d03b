/**
 * The answer thread: writes the JSON of answers made mostly of sample creators (a recommendation's page of 100)
 * off the main event loop, one at a time.
 */
import { parentPort } from 'node:worker_threads';
import { sampleCreator } from '../sample/sample-creators.ts';
import { answerJson } from './answer-json.ts';
import type { AnswerReply, AnswerRequest } from './answer-protocol.ts';

const port = parentPort;
if (!port) throw new Error('answer-worker.ts runs only as a worker thread');

port.on('message', ({ id, answer, asOf }: AnswerRequest) => {
  let reply: AnswerReply;
  try {
    const asOfDate = new Date(asOf);
    reply = { op: 'done', id, json: answerJson(answer, (position) => sampleCreator(position, asOfDate)) };
  } catch (error) {
    reply = {
      op: 'failed',
      id,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply, reply.op === 'done' ? [reply.json.buffer as ArrayBuffer] : []);
});
