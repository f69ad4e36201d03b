import type { z } from 'zod';

/** One structured-output question to the configured model: instructions, a JSON prompt, a checked answer. */
export type AskModel = <T>(schema: z.ZodType<T>, instructions: string, prompt: unknown) => Promise<T>;
