import type { TeamChoiceOutput } from '../../../src/tools/team-admin/contract.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { findProject, type NamedProject } from './find-project.ts';
import { outreachError, outreachText } from './outreach-messages.ts';

/**
 * The visible project a name says, or the question "which one?" with a button per candidate whose message is the
 * same request for that project; none at all is a "not found" error in the user's language.
 */
export async function projectOrChoice(
  db: Db,
  team: TeamContext,
  name: string,
  lang: Language,
  requestFor: (projectName: string) => string,
): Promise<{ project: NamedProject } | { choose: TeamChoiceOutput }> {
  const { found, candidates } = await findProject(db, team, name);
  if (found) return { project: found };
  if (!candidates.length) throw outreachError('NOT_FOUND', 'projectNotFound', lang, { name });
  return {
    choose: {
      status: 'choose',
      question: outreachText('whichProject', lang, { name }),
      choices: candidates.map((p) => ({ label: p.name, message: requestFor(p.name) })),
    },
  };
}
