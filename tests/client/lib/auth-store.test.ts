import { describe, expect, it } from 'vitest';
import { signInResult } from '../msw/fixtures.ts';
import {
  defaultRole,
  getToken,
  isSignedIn,
  reloadAuthFromStorage,
  syncAuthAcrossTabs,
  useAuthStore,
} from '@/lib/auth/auth-store';

const readJson = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('auth store', () => {
  it('starts signed out', () => {
    expect(isSignedIn()).toBe(false);
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      userInfo: null,
      roleInfo: null,
      roleList: [],
      userRoleInfo: null,
    });
  });

  it('signIn stores userInfo and role_info under the spec keys; the first writer role is selected', () => {
    useAuthStore.getState().signIn(signInResult);
    expect(isSignedIn()).toBe(true);
    expect(getToken()).toBe(signInResult.token);
    expect(readJson('userInfo')).toEqual({
      token: signInResult.token,
      refresh_token: signInResult.refresh_token,
      expires_at: signInResult.expires_at,
      user_info: signInResult.user_info,
    });
    const writerRole = { role_id: 'r-writer-admin', role_name: 'admin', module: 'writer' };
    expect(useAuthStore.getState().roleInfo).toEqual(writerRole);
    expect(readJson('role_info')).toEqual({ ...writerRole, user_role_list: signInResult.user_role_list });
    expect(useAuthStore.getState().roleList).toEqual(signInResult.user_role_list);
  });

  it('defaultRole falls back to the first role, or none', () => {
    const designer = { role_id: 'd', role_name: 'viewer', module: 'designer' } as const;
    expect(defaultRole([designer])).toEqual(designer);
    expect(defaultRole([])).toBeNull();
  });

  it('setRoleInfo, setUserRoleInfo and setTokens persist', () => {
    const store = useAuthStore.getState();
    store.signIn(signInResult);
    const designerRole = signInResult.user_role_list[0]!;
    store.setRoleInfo(designerRole);
    store.setUserRoleInfo({
      role_name: 'admin',
      modules: ['writer', 'designer'],
      permissions: ['x'],
      team: null,
      system_admin: false,
    });
    store.setTokens({ token: 't2', refresh_token: 'r2', expires_at: '2031-01-01T00:00:00.000Z' });
    expect((readJson('role_info') as { role_id: string }).role_id).toBe(designerRole.role_id);
    expect(readJson('user_role_info')).toEqual({
      role_name: 'admin',
      modules: ['writer', 'designer'],
      permissions: ['x'],
      team: null,
      system_admin: false,
    });
    expect(readJson('userInfo')).toMatchObject({
      token: 't2',
      refresh_token: 'r2',
      user_info: signInResult.user_info,
    });
    expect(getToken()).toBe('t2');
  });

  it('loads what is stored (a reload) and ignores malformed values', () => {
    useAuthStore.getState().signIn(signInResult);
    useAuthStore.getState().setUserRoleInfo({
      role_name: 'editor',
      modules: ['writer'],
      permissions: [],
      team: null,
      system_admin: false,
    });
    useAuthStore.setState({ userInfo: null, roleInfo: null, roleList: [], userRoleInfo: null });
    reloadAuthFromStorage();
    expect(getToken()).toBe(signInResult.token);
    expect(useAuthStore.getState().roleInfo?.module).toBe('writer');
    expect(useAuthStore.getState().roleList).toHaveLength(2);
    expect(useAuthStore.getState().userRoleInfo?.role_name).toBe('editor');

    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('role_info', JSON.stringify({ role_name: 'nobody' }));
    reloadAuthFromStorage();
    expect(isSignedIn()).toBe(false);
    expect(useAuthStore.getState().roleInfo).toBeNull();
  });

  it('signOut clears the state and the three keys', () => {
    const store = useAuthStore.getState();
    store.signIn(signInResult);
    store.setUserRoleInfo({
      role_name: 'admin',
      modules: ['writer'],
      permissions: [],
      team: null,
      system_admin: false,
    });
    localStorage.setItem('locale', 'en');
    store.signOut();
    expect(isSignedIn()).toBe(false);
    for (const key of ['userInfo', 'role_info', 'user_role_info'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('follows sign-in and sign-out in another tab', () => {
    const stop = syncAuthAcrossTabs();
    useAuthStore.getState().signIn(signInResult);
    localStorage.removeItem('userInfo');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: null }));
    expect(isSignedIn()).toBe(false);
    stop();
    localStorage.setItem('userInfo', JSON.stringify({ ...signInResult, user_role_list: undefined }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    expect(isSignedIn()).toBe(false);
  });
});
