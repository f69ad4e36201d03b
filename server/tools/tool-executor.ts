import type { z } from 'zod';
import type { ToolContract } from '../../src/tools/define-tool.ts';
import type { Language } from '../../src/tools/switch-language/contract.ts';
import type { ApprovalChoices } from '../../src/lib/api/endpoints/chat.ts';
import type { AppDeps, AuthUser } from '../lib/app-env.ts';

/** What an executor may reach: the server's dependencies, the caller and their session. */
export interface ToolContext {
  deps: AppDeps;
  user: AuthUser;
  sessionId: string;
  /** The user's interface language, for the messages of errors a tool reports. */
  locale: Language;
  /** The user's time zone (IANA, sent by the chat client); periods such as "this week" are on their clock. */
  timeZone?: string;
  /** The dashboard open in the user's artifact panel, if any (sent by the chat client). */
  activeDashboardId?: string;
  abortSignal?: AbortSignal;
}

/** What the approval step of a `needsApproval` tool returns: the output to store, and what is shown only once. */
export interface ApprovalResult<C extends ToolContract = ToolContract> {
  output: z.input<C['output']>;
  /** Never stored (e.g. a share code): returned to the approving client alone. */
  once?: Record<string, string>;
}

/** The caller of an approval step, which runs outside any model turn, and what they chose in the card. */
export type ApprovalContext = Omit<ToolContext, 'abortSignal' | 'activeDashboardId'> & {
  choices?: ApprovalChoices;
};

/** One tool on the server: its shared contract and the function that runs it. */
export interface ServerTool<C extends ToolContract = ToolContract> {
  contract: C;
  execute(input: z.output<C['input']>, ctx: ToolContext): Promise<z.input<C['output']>>;
  /**
   * For a contract with `needsApproval`: the side effect itself, run when the user approves the awaiting output
   * in the card, inside the transaction that rewrites the stored output.
   */
  approve?(output: z.output<C['output']>, ctx: ApprovalContext): Promise<ApprovalResult<C>>;
  /** The stored output once the user declined. */
  decline?(output: z.output<C['output']>): z.input<C['output']>;
}

export function defineServerTool<C extends ToolContract>(tool: ServerTool<C>): ServerTool<C> {
  return tool;
}
