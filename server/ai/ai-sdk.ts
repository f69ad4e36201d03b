/**
 * The AI SDK, loaded on first use. The server's own thread calls a model only from background work (drafts,
 * tags, reply judgments, embeddings, text analyses); chat turns run in threads of their own. With its providers
 * and the offline model the SDK was a third of the code a start parsed and ran (decision 170).
 */
export const loadAiSdk = () => import('ai');
