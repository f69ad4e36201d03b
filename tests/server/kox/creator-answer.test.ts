import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { creatorDto } from '../../../server/domains/kox/creator-dto.ts';
import { answerJson } from '../../../server/kox/answer/answer-json.ts';
import { createAnswerThread } from '../../../server/kox/answer/answer-thread.ts';
import type { CreatorAnswer } from '../../../server/kox/answer/creator-answer.ts';
import { sampleCreator } from '../../../server/kox/sample/sample-creators.ts';

const asOf = new Date('2026-12-01T00:00:00Z');
const creatorAt = (position: number) => sampleCreator(position, asOf);
const endpoint = 'koxRecommend.detail';

/** A completed session's page of two creators, as sessions.ts sends it: creators left for the slots. */
function detailAnswer(): CreatorAnswer<typeof endpoint> {
  const result = (fit: number, saved: boolean) => ({
    creator: null,
    fit,
    parts: { content: 70, audience: null, performance: 40 },
    reasons: [{ kind: 'engagement', top_pct: 12, tier: '10k–50k' }],
    saved,
  });
  return {
    endpoint,
    data: {
      session_id: 's1',
      app_name: 'smart_recommend',
      name: '越野跑 trail',
      status: 'completed',
      count: 2,
      candidates: 900,
      results_count: 2,
      embeddings: null,
      created_by: null,
      created_at: '2026-12-01T10:00:00.000Z',
      started_at: '2026-12-01T10:00:01.000Z',
      finished_at: '2026-12-01T10:00:02.000Z',
      sample: true,
      request: { brief_text: '越野跑 trail', count: 2, internal_note: 'not in the contract' },
      results: [result(91, true), result(80, false)],
    },
    slots: [
      { path: ['results', 0, 'creator'], position: 123, saved: true },
      { path: ['results', 1, 'creator'], position: 99_999, saved: false },
    ],
  };
}

const read = (json: Uint8Array) =>
  JSON.parse(new TextDecoder().decode(json)) as z.output<(typeof endpoints)[typeof endpoint]['output']>;

describe('answers written with their creators', () => {
  it('puts the creator at each slot and checks the whole answer against its endpoint', () => {
    const detail = read(answerJson(detailAnswer(), creatorAt));
    expect(detail.results.map((r) => r.creator)).toEqual([
      creatorDto(creatorAt(123), true),
      creatorDto(creatorAt(99_999), false),
    ]);
    expect(detail.results.map((r) => r.fit)).toEqual([91, 80]);
    // The output schema dropped what the contract does not name, as `implement` does.
    expect(detail.request).toEqual({ brief_text: '越野跑 trail', count: 2 });
    expect(detail).toEqual(endpoints[endpoint].output.parse(detail));
  });

  it('refuses an answer that breaks the contract instead of writing it', () => {
    const broken = detailAnswer();
    (broken.data.results as { fit: unknown }[])[1]!.fit = 'high';
    expect(() => answerJson(broken, creatorAt)).toThrow(z.ZodError);
    const unfilled = detailAnswer();
    unfilled.slots.pop();
    expect(() => answerJson(unfilled, creatorAt)).toThrow(z.ZodError);
  });
});

describe('the answer thread', () => {
  const thread = createAnswerThread(asOf);
  afterAll(() => thread.close());

  it('writes answers off the event loop, and goes on after one that fails', async () => {
    const broken = detailAnswer();
    (broken.data.results as { fit: unknown }[])[0]!.fit = 'high';
    const [failed, written] = await Promise.allSettled([thread.write(broken), thread.write(detailAnswer())]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/fit/) } });
    expect(written.status).toBe('fulfilled');
    const detail = read((written as PromiseFulfilledResult<Uint8Array>).value);
    expect(detail.results[0]!.creator).toEqual(creatorDto(creatorAt(123), true));
    expect(detail.results[1]!.creator.creator_id).toBe('sample-099999');
  });

  it('fails what is waiting when it is closed', async () => {
    const other = createAnswerThread(asOf);
    const lost = expect(other.write(detailAnswer())).rejects.toThrow(/closed/);
    await other.close();
    await lost;
  });
});
