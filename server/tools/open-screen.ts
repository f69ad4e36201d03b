import { findScreen, findScreenView, screenHref } from '../../src/lib/screen-catalog.ts';
import { openScreenTool } from '../../src/tools/open-screen/contract.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * Resolves the screen, and the view asked for, from the catalog. A screen that makes no sense in the side panel
 * opens as a page.
 */
export const openScreenExecutor = defineServerTool({
  contract: openScreenTool,
  async execute({ screen, view, target }) {
    const entry = findScreen(screen);
    if (!entry) throw new Error(`Unknown screen: ${screen}`);
    const shown = view ? findScreenView(screen, view) : undefined;
    if (view && !shown) throw new Error(`The screen ${screen} has no view ${view}`);
    return {
      screen,
      ...(shown ? { view: shown.id } : {}),
      target: entry.artifact ? target : 'page',
      path: screenHref(entry, shown),
    };
  },
});
