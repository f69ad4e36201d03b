import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { toolApprovalSchema } from '../../src/lib/api/endpoints/chat.ts';
import { AWAITING_APPROVAL } from '../../src/tools/define-tool.ts';
import { messages } from '../db/schema/index.ts';
import { getOwnedSession } from '../domains/session/service.ts';
import type { AppDeps, AuthUser } from '../lib/app-env.ts';
import { AppError } from '../lib/errors.ts';
import { serverTools } from '../tools/registry.ts';

type StoredPart = { type: string; toolCallId?: string; state?: string; output?: unknown };

const conflict = () => new AppError('CONFLICT', 'This tool call is not waiting for approval.');

/**
 * The user's decision on a tool call that awaits approval in its card. Within one transaction that locks the
 * stored message: the part must be the caller's, its tool must need approval and its output must still be
 * awaiting; the tool's approval step runs (or its decline) and the part's output is rewritten. What the step
 * shows only once (a share code) is returned, never stored. A second decision on the same call is 10206.
 */
export async function decideToolApproval(
  deps: AppDeps,
  user: AuthUser,
  input: z.output<typeof toolApprovalSchema>,
): Promise<Record<string, unknown> & { status: string }> {
  const session = await getOwnedSession(deps.db, user.id, input.session_id);
  return deps.db.transaction(async (tx) => {
    const where = and(eq(messages.sessionId, session.id), eq(messages.id, input.message_id));
    const [row] = await tx.select().from(messages).where(where).for('update');
    const parts = (row?.parts ?? []) as StoredPart[];
    const index = parts.findIndex((p) => p.type.startsWith('tool-') && p.toolCallId === input.tool_call_id);
    const part = parts[index];
    if (!row || !part) throw new AppError('NOT_FOUND', 'Tool call not found.');
    const tool = serverTools.get(part.type.slice('tool-'.length));
    if (!tool?.contract.needsApproval || !tool.approve) throw conflict();
    const current = tool.contract.output.safeParse(part.output);
    const status = current.success ? (current.data as { status?: unknown }).status : undefined;
    if (part.state !== 'output-available' || status !== AWAITING_APPROVAL) throw conflict();

    const ctx = {
      deps: { ...deps, db: tx },
      user,
      sessionId: session.id,
      locale: input.locale,
      choices: { share_code: input.share_code },
    };
    const decided = input.approved
      ? await tool.approve(current.data, ctx)
      : { output: tool.decline ? tool.decline(current.data) : { status: 'declined' } };
    const output = tool.contract.output.parse(decided.output) as Record<string, unknown> & { status: string };
    const next = parts.map((p, i) => (i === index ? { ...p, output } : p));
    await tx.update(messages).set({ parts: next }).where(where);
    return { ...output, ...decided.once };
  });
}
