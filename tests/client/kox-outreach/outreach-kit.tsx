import { KoxOutreachScreen } from '@/screens/kox/outreach/kox-outreach-screen';
import { server } from '../msw/server.ts';
import { koxProjectHandlers, project, projectDb } from '../msw/handlers/kox-project.ts';
import { koxOutreachHandlers, outreachDb, type OutreachDb } from '../msw/handlers/kox-outreach.ts';
import { renderKox } from '../kox/kox-kit.tsx';

/** The screen on project p-1 ("Spring launch") over a fake outreach API holding `patch`. */
export function renderOutreach(patch: Partial<OutreachDb> = {}, projectId = 'p-1') {
  const db = outreachDb(patch);
  server.use(...koxProjectHandlers(projectDb([project()])), ...koxOutreachHandlers(db));
  const picked: string[] = [];
  renderKox(<KoxOutreachScreen projectId={projectId} onProject={(id) => picked.push(id)} />);
  return { db, picked };
}
