import { useAuiState } from '@assistant-ui/react';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { ApprovalChoices } from '@/lib/api/endpoints/chat';
import { useLanguage } from '@/lib/i18n';
import { useApprovalResults } from './share-report/approval-results.ts';
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
