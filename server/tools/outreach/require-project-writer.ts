import { writers } from '../../../src/lib/api/endpoints/common.ts';
import { allows } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { ApprovalContext } from '../tool-executor.ts';
import { outreachError } from './outreach-messages.ts';

/** The project and outreach endpoints that change things are for admins and editors; so are these tools. */
export function requireProjectWriter(ctx: Pick<ApprovalContext, 'user' | 'locale'>) {
  const team = ctx.user.team;
  if (!team) throw new AppError('NO_TEAM');
  if (!allows(writers, ctx.user)) throw outreachError('FORBIDDEN', 'noProjectWriteRole', ctx.locale);
  return team;
}
