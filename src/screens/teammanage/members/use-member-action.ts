import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runMemberAction, type MemberAction } from './member-action.ts';
import { TEAMMANAGE_KEY } from './member-queries.ts';

/** Runs a member change, then refetches the members and the audit log. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userUids }: { action: MemberAction; userUids: string[] }) =>
      runMemberAction(action, userUids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMMANAGE_KEY }),
  });
}
