import { askUserTool } from '../../src/tools/ask-user/contract.ts';
import { defineServerTool } from './tool-executor.ts';

/** The question is the card: the executor only hands it back; the user's answer is their next message. */
export const askUserExecutor = defineServerTool({
  contract: askUserTool,
  async execute({ question, choices }) {
    return { question, choices };
  },
});
