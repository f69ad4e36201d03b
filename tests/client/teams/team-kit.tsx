import { useAuthStore } from '@/lib/auth/auth-store';
import { callApi } from '@/lib/api/client';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { createTeamsFake } from '../msw/handlers/teams.ts';
import { signInResult } from '../msw/fixtures.ts';
import { renderApp } from '../routes/render-app.tsx';

/**
 * Signed in as u-admin with the team fake answering, the permissions loaded as after a sign-in, in English.
 * Test files mock the chat's parts as the shell's tests do.
 */
export async function openWithTeams(path: string, currentTeam = 'team-alpha') {
  const fake = createTeamsFake();
  fake.state.currentId = currentTeam;
  server.use(...fake.handlers);
  await setLanguage('en');
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo(await callApi('perm.user', {}));
  const app = await renderApp(path);
  return { ...app, fake };
}
