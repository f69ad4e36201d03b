import type { z } from 'zod';

/** One structured-output question to the configured model: instructions, a JSON prompt, a checked answer. */
export type AskModel = (<T>(schema: z.ZodType<T>, instructions: string, prompt: unknown) => Promise<T>) & {
  /** The model's id, named beside what it wrote (an AD analysis says which model worded it). */
  readonly modelName?: string;
};
