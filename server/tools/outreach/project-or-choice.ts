import type { TeamChoiceOutput } from '../../../src/tools/team-admin/contract.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { findProject, latestProjects, type NamedProject } from './find-project.ts';
import { outreachError, outreachText } from './outreach-messages.ts';

type ProjectOrChoice = { project: NamedProject } | { choose: TeamChoiceOutput };

/**
 * The visible project a name says, or the question "which one?" with a button per candidate whose message is the
 * same request for that project; none at all is a "not found" error in the user's language. Without a name
 * ("谁回复了邀约邮件"), the question lists the latest projects, or with `onlyOneIsIt` a team's only project is the
 * one meant (a read needs no confirming; a write is confirmed by the click).
 */
export async function projectOrChoice(
  db: Db,
  team: TeamContext,
  name: string | undefined,
  lang: Language,
  requestFor: (projectName: string) => string,
  { onlyOneIsIt = false } = {},
): Promise<ProjectOrChoice> {
  if (name === undefined) {
    const latest = await latestProjects(db, team);
    if (!latest.length) throw outreachError('NOT_FOUND', 'noProjects', lang);
    if (latest.length === 1 && onlyOneIsIt) return { project: latest[0]! };
    return choice(outreachText('whichOfYourProjects', lang), latest, requestFor);
  }
  const { found, candidates } = await findProject(db, team, name);
  if (found) return { project: found };
  if (!candidates.length) throw outreachError('NOT_FOUND', 'projectNotFound', lang, { name });
  return choice(outreachText('whichProject', lang, { name }), candidates, requestFor);
}

const choice = (
  question: string,
  projects: readonly NamedProject[],
  requestFor: (projectName: string) => string,
): ProjectOrChoice => ({
  choose: {
    status: 'choose',
    question,
    choices: projects.map((p) => ({ label: p.name, message: requestFor(p.name) })),
  },
});
