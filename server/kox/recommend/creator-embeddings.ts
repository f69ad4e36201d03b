import { createHash } from 'node:crypto';
import type { EmbeddingModel } from 'ai';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadAiSdk } from '../../ai/ai-sdk.ts';
import type { Db } from '../../db/client.ts';
import { forEachInSlices, slicePacer } from '../../lib/in-slices.ts';
import { koxCreatorEmbeddings } from '../../db/schema/index.ts';

/**
 * Texts per provider call: well under OpenAI's 2,048 inputs and 300k tokens a request (a creator's words are
 * ~100–300 tokens), small enough that a cut-off run keeps most of what it paid for (each batch is stored as it
 * arrives). embedMany splits further when the model declares a lower maximum.
 */
export const EMBED_BATCH = 96;
/** Batches in flight at once: a few, not the provider's whole rate limit. */
const PARALLEL_BATCHES = 3;
/** Creator ids per cache read (one IN list). */
const READ_CHUNK = 1000;
/** Rows per cache write statement. */
const WRITE_ROWS = 24;

export const modelIdOf = (model: EmbeddingModel) =>
  typeof model === 'string' ? model : `${model.provider}:${model.modelId}`;

export const textHashOf = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * A vector scaled to length 1, so a dot product is the cosine. Indexed loops: `Float32Array.from` with an
 * iterator, and a mapping function per value in toBytes, made a thousand vectors a 60–120 ms task
 * (docs/performance.md).
 */
export function unit(values: ArrayLike<number>): Float32Array {
  const v = new Float32Array(values.length);
  let norm = 0;
  for (let k = 0; k < v.length; k++) {
    const x = values[k]!;
    v[k] = x;
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < v.length; k++) v[k]! /= norm;
  return v;
}

export const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let k = 0; k < a.length && k < b.length; k++) sum += a[k]! * b[k]!;
  return sum;
};

/**
 * Stored as one signed byte per dimension (each value over the vector's largest, times 127): a quarter of
 * float32, which made reading 1,000 cached vectors from PGlite ~4× faster, and the cosines move by well under
 * 1 % (only the direction matters: a read vector is scaled back to unit length).
 */
function toBytes(v: Float32Array): Buffer {
  let max = 0;
  for (let k = 0; k < v.length; k++) max = Math.max(max, Math.abs(v[k]!));
  const divisor = max || 1;
  const codes = new Int8Array(v.length);
  for (let k = 0; k < v.length; k++) codes[k] = Math.round((v[k]! / divisor) * 127);
  return Buffer.from(codes.buffer);
}
const fromBytes = (b: Buffer) => unit(new Int8Array(b.buffer, b.byteOffset, b.byteLength));

export interface EmbedOptions {
  abortSignal?: AbortSignal;
}

/** Texts as unit vectors, in batches within the provider's limits; no retries (the caller falls back). */
export async function embedTexts(
  model: EmbeddingModel,
  texts: string[],
  { abortSignal }: EmbedOptions = {},
): Promise<Float32Array[]> {
  const { embedMany } = await loadAiSdk();
  const { embeddings } = await embedMany({ model, values: texts, maxRetries: 0, abortSignal });
  return embeddings.map(unit);
}

/**
 * Each creator's vector: from the cache when its text is unchanged, else embedded now and stored, batch by
 * batch. Returns the vectors by creator id and how many were embedded now and read from the cache.
 */
export async function creatorEmbeddings(
  db: Db,
  model: EmbeddingModel,
  creators: { id: string; text: string }[],
  options: EmbedOptions = {},
): Promise<{ vectors: Map<string, Float32Array>; embedded: number; cached: number }> {
  const modelId = modelIdOf(model);
  // A thousand texts hashed and a thousand vectors read are each a task of tens of milliseconds: in slices.
  const hashes = new Map<string, string>();
  await forEachInSlices(creators, (c) => hashes.set(c.id, textHashOf(c.text)));
  const vectors = new Map<string, Float32Array>();
  for (let k = 0; k < creators.length; k += READ_CHUNK) {
    const ids = creators.slice(k, k + READ_CHUNK).map((c) => c.id);
    const rows = await db
      .select({
        id: koxCreatorEmbeddings.creatorId,
        hash: koxCreatorEmbeddings.textHash,
        vector: koxCreatorEmbeddings.vector,
      })
      .from(koxCreatorEmbeddings)
      .where(and(eq(koxCreatorEmbeddings.model, modelId), inArray(koxCreatorEmbeddings.creatorId, ids)));
    await forEachInSlices(rows, (row) => {
      if (hashes.get(row.id) === row.hash) vectors.set(row.id, fromBytes(row.vector));
    });
  }
  const cached = vectors.size;
  const missing = creators.filter((c) => !vectors.has(c.id));
  const batches: (typeof missing)[] = [];
  for (let k = 0; k < missing.length; k += EMBED_BATCH) batches.push(missing.slice(k, k + EMBED_BATCH));

  const upsert = (rows: (typeof koxCreatorEmbeddings.$inferInsert)[]) =>
    db
      .insert(koxCreatorEmbeddings)
      .values(rows)
      .onConflictDoUpdate({
        target: [koxCreatorEmbeddings.creatorId, koxCreatorEmbeddings.model],
        set: {
          textHash: sql`excluded.text_hash`,
          dimensions: sql`excluded.dimensions`,
          vector: sql`excluded.vector`,
          embeddedAt: sql`now()`,
        },
      })
      .execute();
  // The batches in flight share one pacer: answers that arrive in the same turn take turns.
  const pace = slicePacer();
  const embedBatch = async (batch: typeof missing) => {
    const embedded = await embedTexts(
      model,
      batch.map((c) => c.text),
      options,
    );
    const rows: (typeof koxCreatorEmbeddings.$inferInsert)[] = [];
    for (let k = 0; k < batch.length; k++) {
      await pace();
      const c = batch[k]!;
      rows.push({
        creatorId: c.id,
        model: modelId,
        textHash: hashes.get(c.id)!,
        dimensions: embedded[k]!.length,
        vector: toBytes(embedded[k]!),
      });
    }
    // Statements of WRITE_ROWS: building the SQL of 96 rows took 5–9 ms of the event loop at once.
    const writes: Promise<unknown>[] = [];
    for (let k = 0; k < rows.length; k += WRITE_ROWS) {
      await pace();
      writes.push(upsert(rows.slice(k, k + WRITE_ROWS)));
    }
    await Promise.all(writes);
    batch.forEach((c, k) => vectors.set(c.id, embedded[k]!));
  };
  for (let k = 0; k < batches.length; k += PARALLEL_BATCHES)
    await Promise.all(batches.slice(k, k + PARALLEL_BATCHES).map(embedBatch));
  return { vectors, embedded: missing.length, cached };
}
