/** The offline model's provider and id, known without loading it (create-model-provider.ts). */
export const OFFLINE_MODEL = { provider: 'offline', modelId: 'booster-offline-1' } as const;
