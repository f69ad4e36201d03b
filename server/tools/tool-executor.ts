import type { z } from 'zod';
import type { ToolContract } from '../../src/tools/define-tool.ts';
import type { AppDeps, AuthUser } from '../lib/app-env.ts';

/** What an executor may reach: the server's dependencies, the caller and their session. */
export interface ToolContext {
  deps: AppDeps;
  user: AuthUser;
  sessionId: string;
  abortSignal?: AbortSignal;
}

/** One tool on the server: its shared contract and the function that runs it. */
export interface ServerTool<C extends ToolContract = ToolContract> {
  contract: C;
  execute(input: z.output<C['input']>, ctx: ToolContext): Promise<z.input<C['output']>>;
}

export function defineServerTool<C extends ToolContract>(tool: ServerTool<C>): ServerTool<C> {
  return tool;
}
