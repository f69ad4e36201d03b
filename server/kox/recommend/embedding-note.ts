/**
 * What a run did with the provider's embedding model, kept on the session so the screen says it truthfully:
 * `used` (ranked by meaning too; how many creators were embedded now and how many came from the cache) or
 * `failed` (the provider erred or took too long: ranked by words alone).
 */
export type EmbeddingNote =
  | { model: string; status: 'used'; embedded: number; cached: number }
  | { model: string; status: 'failed'; reason: 'timeout' | 'provider_error' };
