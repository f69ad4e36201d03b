import type { UIMessage } from 'ai';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  chatRequestSchema,
  chatStopRequestSchema,
  type ToolRequest,
} from '../../src/lib/api/chat-request.ts';
import { getOwnedSession, type StoredMessage } from '../domains/session/service.ts';
import type { AppEnv, AuthUser } from '../lib/app-env.ts';
import { endpoints } from '../../src/lib/api/endpoints.ts';
import { checkAccess, requireTeam } from '../lib/access.ts';
import { AppError, ok } from '../lib/errors.ts';
import { parseInput, readJsonBody, toIssues } from '../lib/request-input.ts';
import { serverTools } from '../tools/registry.ts';
import type { ActiveRun } from './active-run.ts';
import { decideToolApproval } from './approve-tool.ts';
import { toolRunner } from './engine/tool-runner.ts';
import { titleFromMessage } from './session-title.ts';

type ChatRequestBody = z.output<typeof chatRequestSchema>;

function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new AppError('SIGN_IN_EXPIRED');
  return user;
}

/** A direct tool request must name a known tool with valid input, checked before anything streams. */
function checkToolRequest(request: ToolRequest): ToolRequest {
  const tool = serverTools.get(request.name);
  if (!tool)
    throw new AppError('VALIDATION', undefined, [{ path: 'tool_request.name', message: 'Unknown tool' }]);
  const input = tool.contract.input.safeParse(request.input ?? {});
  if (!input.success) {
    throw new AppError(
      'VALIDATION',
      undefined,
      toIssues(input.error).map((i) => ({ ...i, path: `tool_request.input.${i.path}` })),
    );
  }
  return { name: request.name, input: input.data };
}

/** The answer of one turn, streamed under the run's abort signal and saved when it ends (closing the run). */
function streamTurn(
  c: Context<AppEnv>,
  turn: {
    user: AuthUser;
    body: ChatRequestBody;
    toolRequest: ToolRequest | undefined;
    run: ActiveRun;
    history: StoredMessage[];
  },
): Promise<Response> {
  const { user, body, toolRequest, run } = turn;
  const runTool = toolRunner({
    deps: c.var.deps,
    user,
    sessionId: body.session_id,
    locale: body.locale,
    timeZone: body.time_zone,
    abortSignal: run.signal,
    ...(body.context?.dashboard_id ? { activeDashboardId: body.context.dashboard_id } : {}),
  });
  const { openings } = c.var.deps.chatRuns;
  const executeTool = async (name: string, input: unknown) => {
    await openings.earlierOpened();
    return runTool(name, input);
  };
  return c.var.deps.turns.answer(
    {
      messages: [...turn.history, body.message] as UIMessage[],
      locale: body.locale,
      timeZone: body.time_zone,
      ...(toolRequest ? { toolRequest } : {}),
    },
    {
      signal: run.signal,
      executeTool,
      end: (answer, aborted) => run.close(answer, aborted),
      opened: () => run.opened(),
    },
  );
}

export const chatRouter = new Hono<AppEnv>();

/**
 * One assistant turn: saves the user's message, streams the answer (the model's, or the tool call the user
 * chose directly) as an AI SDK UI message stream, and saves the answer when it ends. The stream is consumed on
 * the server too, so a client that goes away still gets its answer saved; the stop button aborts the run and
 * what was produced is saved marked `terminated`. One turn per session at a time, on whichever node: the run
 * claims the session (server/chat/chat-runs.ts). The assistant works in the caller's current team (10110 when
 * they are in none): its tools see and change only that team's work, within the caller's role and clients.
 */
chatRouter.post('/', async (c) => {
  const user = requireUser(c);
  requireTeam(c);
  const body = parseInput(chatRequestSchema, await readJsonBody(c));
  const toolRequest = body.tool_request ? checkToolRequest(body.tool_request) : undefined;
  const { run, history } = await c.var.deps.chatRuns.open({
    userId: user.id,
    sessionId: body.session_id,
    message: body.message,
    title: titleFromMessage(body.message),
  });
  try {
    return await streamTurn(c, { user, body, toolRequest, run, history });
  } catch (error) {
    // Nothing streams: the session is free for the next turn (the user's message stays, as after a failure).
    await run.close(undefined, false);
    throw error;
  }
});

/**
 * The stop button: ends this session's run, on whichever node runs it. `stopped` is true once the run ended
 * cut short (what was said is saved marked `terminated`); false when nothing was running, the answer had
 * already finished, or the node running it did not answer in time.
 */
chatRouter.post('/stop', async (c) => {
  const user = requireUser(c);
  const body = parseInput(chatStopRequestSchema, await readJsonBody(c));
  await getOwnedSession(c.var.deps.db, user.id, body.session_id);
  return ok(c, { stopped: await c.var.deps.chatRuns.stop(body.session_id) });
});

/** `chat.approveTool`: the Approve / Decline buttons of a card whose tool needs approval (endpoint table entry). */
const approveTool = endpoints['chat.approveTool'];
chatRouter.post(approveTool.path.slice('/api/chat'.length), async (c) => {
  checkAccess(c, approveTool.access);
  const body = parseInput(approveTool.input, await readJsonBody(c));
  return ok(c, approveTool.output.parse(await decideToolApproval(c.var.deps, requireUser(c), body)));
});
