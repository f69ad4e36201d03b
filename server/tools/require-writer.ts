import { writers } from '../../src/lib/api/endpoints/common.ts';
import { allows } from '../lib/access.ts';
import type { ApprovalContext } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/** Tools that create or share dashboards follow the endpoints' rule: admin or editor (dashboard.add, share.add). */
export function requireWriter(
  ctx: Pick<ApprovalContext, 'user'> & { locale: ApprovalContext['locale'] },
): void {
  if (!allows(writers, ctx.user)) throw toolError('FORBIDDEN', 'noWriteRole', ctx.locale);
}
