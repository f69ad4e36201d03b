import { writers } from '../../src/lib/api/endpoints/common.ts';
import { allows } from '../lib/access.ts';
import type { ApprovalContext } from './tool-executor.ts';
import { toolError, type ToolMessage } from './tool-messages.ts';

/**
 * Tools that change what the team shares follow the endpoints' rule: admin or editor (dashboard.add, share.add,
 * kox.teamAdd); `refusal` says what the role cannot do.
 */
export function requireWriter(
  ctx: Pick<ApprovalContext, 'user'> & { locale: ApprovalContext['locale'] },
  refusal: ToolMessage = 'noWriteRole',
): void {
  if (!allows(writers, ctx.user)) throw toolError('FORBIDDEN', refusal, ctx.locale);
}
