import { findScreen } from '../../src/lib/screen-catalog.ts';
import { openScreenTool } from '../../src/tools/open-screen/contract.ts';
import { defineServerTool } from './tool-executor.ts';

/** Resolves the screen from the catalog. A screen that makes no sense in the side panel opens as a page. */
export const openScreenExecutor = defineServerTool({
  contract: openScreenTool,
  async execute({ screen, target }) {
    const entry = findScreen(screen);
    if (!entry) throw new Error(`Unknown screen: ${screen}`);
    return { screen, target: entry.artifact ? target : 'page', path: entry.path };
  },
});
