import { create } from 'zustand';

/** A decision made in this page: the new output, with what was shown only once (the share code). */
export type ApprovalResult = Record<string, unknown> & { status: string };

interface ApprovalState {
  byCall: Record<string, ApprovalResult>;
  set(toolCallId: string, result: ApprovalResult): void;
}

/**
 * Decisions by tool call id for the life of the page, so a card shown again (another session and back) keeps
 * the approved link and its one-time code; the stored message has the approved output without the code.
 */
export const useApprovalResults = create<ApprovalState>((set) => ({
  byCall: {},
  set: (toolCallId, result) => set((s) => ({ byCall: { ...s.byCall, [toolCallId]: result } })),
}));
