import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const switchLanguageTool = defineTool({
  name: 'switch_language',
  description: 'Switch the language of the studio interface between Chinese (zh) and English (en).',
  input: z.object({ language: z.enum(LANGUAGES) }),
  output: z.object({ language: z.enum(LANGUAGES) }),
  needsApproval: false,
  slash: 'lang',
});
