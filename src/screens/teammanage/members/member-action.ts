import type { AssignableTeamRole } from '@/lib/roles';
import type { MEMBER_STATUSES } from '@/lib/api/endpoints';
import { callApi } from '@/lib/api/client';

/** One change to one or more members; every one is all or nothing on the server. */
export type MemberAction =
  | { kind: 'role'; role: AssignableTeamRole }
  | { kind: 'clients'; clientIds: string[] | null }
  | { kind: 'status'; status: (typeof MEMBER_STATUSES)[number] }
  | { kind: 'remove' };

export function runMemberAction(action: MemberAction, userUids: string[]): Promise<null> {
  const silent = { silent: true };
  switch (action.kind) {
    case 'role':
      return callApi('team.batchModifyRole', { user_uids: userUids, role: action.role }, silent);
    case 'clients':
      return callApi('team.batchAuthClient', { user_uids: userUids, client_ids: action.clientIds }, silent);
    case 'status':
      return callApi('team.memberStatus', { user_uids: userUids, status: action.status }, silent);
    case 'remove':
      return callApi('team.batchRemoveUser', { user_uids: userUids }, silent);
  }
}
