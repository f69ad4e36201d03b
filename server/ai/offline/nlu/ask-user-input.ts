import type { z } from 'zod';
import type { askUserTool } from '../../../../src/tools/ask-user/contract.ts';

export type AskUserInput = z.input<(typeof askUserTool)['input']>;
export type Choice = AskUserInput['choices'][number];
