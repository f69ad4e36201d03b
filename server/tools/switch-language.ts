import { switchLanguageTool } from '../../src/tools/switch-language/contract.ts';
import { defineServerTool } from './tool-executor.ts';

/** The language lives in the browser (local storage); the card applies the result there. */
export const switchLanguageExecutor = defineServerTool({
  contract: switchLanguageTool,
  async execute({ language }) {
    return { language };
  },
});
