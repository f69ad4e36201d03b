import type { Db } from '../../db/client.ts';
import { listProjects } from '../../domains/kox-project/project-queries.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { MAX_TEAM_CHOICES } from '../../../src/tools/team-admin/contract.ts';

export interface NamedProject {
  project_id: string;
  name: string;
  creator_count: number;
}

const fold = (s: string) => s.trim().toLocaleLowerCase();

const named = (p: NamedProject): NamedProject => ({
  project_id: p.project_id,
  name: p.name,
  creator_count: p.creator_count,
});

/** The caller's newest visible projects, as many as a question offers. */
export async function latestProjects(db: Db, team: TeamContext): Promise<NamedProject[]> {
  const { list } = await listProjects(db, team, { page: 1, page_size: MAX_TEAM_CHOICES });
  return list.map(named);
}

/**
 * The visible projects a name says (spec §5 scoping: the team's, and a restricted member's clients' only): the
 * one called exactly that, else the one whose name contains it; several candidates when it is unclear.
 */
export async function findProject(
  db: Db,
  team: TeamContext,
  name: string,
): Promise<{ found: NamedProject | null; candidates: NamedProject[] }> {
  const { list } = await listProjects(db, team, { keyword: name.trim(), page: 1, page_size: 50 });
  const projects = list.map(named);
  const exact = projects.filter((p) => fold(p.name) === fold(name));
  if (exact.length === 1) return { found: exact[0]!, candidates: exact };
  const candidates = (exact.length ? exact : projects).slice(0, MAX_TEAM_CHOICES);
  return { found: candidates.length === 1 ? candidates[0]! : null, candidates };
}
