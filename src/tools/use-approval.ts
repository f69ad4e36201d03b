import { useAuiState, type ToolCallMessagePartProps } from '@assistant-ui/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { ApprovalChoices } from '@/lib/api/endpoints/chat';
import { useLanguage } from '@/lib/i18n';
import { useApprovalResults } from './share-report/approval-results.ts';
import { approvalActions } from './team-admin/approval-buttons.tsx';
import { toolCardState } from './tool-card-state.ts';
import { useToolHost } from './tool-host.ts';

/**
 * Approve or decline a tool call that awaits approval (chat.approveTool), remembering the decision for the life
 * of the page with what it showed only once (a share code, an invitation link). The approval step answers in the
 * interface language.
 */
export function useApproval(toolCallId: string) {
  const host = useToolHost();
  const { language } = useLanguage();
  const messageId = useAuiState((s) => s.message.id);
  const running = useAuiState((s) => s.thread.isRunning);
  const decidedHere = useApprovalResults((s) => s.byCall[toolCallId]);
  const remember = useApprovalResults((s) => s.set);
  const decide = useMutation({
    mutationFn: ({ approved, choices }: { approved: boolean; choices?: ApprovalChoices }) =>
      callApi('chat.approveTool', {
        session_id: host.sessionId,
        message_id: messageId,
        tool_call_id: toolCallId,
        approved,
        locale: language,
        ...choices,
      }),
    onSuccess: (result) => remember(toolCallId, result),
  });
  return { decide, decidedHere, busy: running || decide.isPending };
}

/**
 * An approval card's state and output: what was decided here (the approval's answer), else the call's result once
 * it is done; with the decision's mutation, the frame's state (awaiting while it waits) and its actions.
 */
export function useApprovalCard<O extends z.ZodType>(
  props: Pick<ToolCallMessagePartProps, 'toolCallId' | 'result' | 'isError' | 'status'>,
  contract: { output: O },
) {
  const state = toolCardState(props);
  const approval = useApproval(props.toolCallId);
  const parsed = contract.output.safeParse(
    approval.decidedHere ?? (state === 'done' ? props.result : undefined),
  );
  const output = parsed.success ? (parsed.data as z.output<O>) : undefined;
  const status = (output as { status?: string } | undefined)?.status;
  return {
    ...approval,
    state,
    output,
    frameState: status === 'awaiting_approval' ? ('awaiting' as const) : state,
    /** Approve and Decline while it waits, `whenApproved` once approved, nothing after a decline. */
    actions: (whenApproved: ReactNode) =>
      approvalActions(
        status,
        { busy: approval.busy, onDecide: (approved) => approval.decide.mutate({ approved }) },
        whenApproved,
      ),
  };
}
