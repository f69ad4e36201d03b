import { create } from 'zustand';
import type { endpoints } from '../api/endpoints.ts';
import type { EndpointOutput } from '../api/define-endpoint.ts';
import { readJson, removeItem, writeJson } from '../storage.ts';
import { readStoredRoleInfo, readStoredUserInfo, readStoredUserRoleInfo } from './stored-auth.ts';

export type SignInResult = EndpointOutput<(typeof endpoints)['auth.loginByPassword']>;
export type UserInfo = SignInResult['user_info'];
export type UserRole = SignInResult['user_role_list'][number];
export type UserRoleInfo = EndpointOutput<(typeof endpoints)['perm.user']>;

/** localStorage `userInfo` (spec §3). */
export interface StoredUserInfo {
  token: string;
  refresh_token: string;
  expires_at: string;
  user_info: UserInfo;
}

/** localStorage keys, exactly as the spec names them. */
export const AUTH_STORAGE_KEYS = {
  userInfo: 'userInfo',
  roleInfo: 'role_info',
  userRoleInfo: 'user_role_info',
} as const;

export interface AuthState {
  userInfo: StoredUserInfo | null;
  /** The role the user works as (role_info); its role_name drives the permission directive. */
  roleInfo: UserRole | null;
  /** Every role of the user (user_role_list of the sign-in), for /selectrole. */
  roleList: UserRole[];
  /** The result of the permission call (user_role_info). */
  userRoleInfo: UserRoleInfo | null;
  signIn(result: SignInResult): void;
  /** After user.refreshToken: a new token pair for the same user. */
  setTokens(tokens: Pick<StoredUserInfo, 'token' | 'refresh_token' | 'expires_at'>): void;
  setRoleInfo(role: UserRole): void;
  setUserRoleInfo(perm: UserRoleInfo): void;
  signOut(): void;
}

function loadFromStorage(): Pick<AuthState, 'userInfo' | 'roleInfo' | 'roleList' | 'userRoleInfo'> {
  const storedRole = readStoredRoleInfo(readJson(AUTH_STORAGE_KEYS.roleInfo));
  const { user_role_list: roleList = [], ...roleInfo } = storedRole ?? {};
  return {
    userInfo: readStoredUserInfo(readJson(AUTH_STORAGE_KEYS.userInfo)),
    roleInfo: storedRole ? (roleInfo as UserRole) : null,
    roleList,
    userRoleInfo: readStoredUserRoleInfo(readJson(AUTH_STORAGE_KEYS.userRoleInfo)),
  };
}

function writeRoleInfo(role: UserRole | null, roleList: UserRole[]): void {
  if (role) writeJson(AUTH_STORAGE_KEYS.roleInfo, { ...role, user_role_list: roleList });
  else removeItem(AUTH_STORAGE_KEYS.roleInfo);
}

/** The role chosen at sign-in: the first writer role (writer is the default module), else the first role. */
export function defaultRole(roles: readonly UserRole[]): UserRole | null {
  return roles.find((r) => r.module === 'writer') ?? roles[0] ?? null;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...loadFromStorage(),

  signIn(result) {
    const userInfo: StoredUserInfo = {
      token: result.token,
      refresh_token: result.refresh_token,
      expires_at: result.expires_at,
      user_info: result.user_info,
    };
    const roleInfo = defaultRole(result.user_role_list);
    writeJson(AUTH_STORAGE_KEYS.userInfo, userInfo);
    writeRoleInfo(roleInfo, result.user_role_list);
    removeItem(AUTH_STORAGE_KEYS.userRoleInfo);
    set({ userInfo, roleInfo, roleList: result.user_role_list, userRoleInfo: null });
  },

  setTokens(tokens) {
    const current = get().userInfo;
    if (!current) return;
    const userInfo = { ...current, ...tokens };
    writeJson(AUTH_STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },

  setRoleInfo(role) {
    writeRoleInfo(role, get().roleList);
    set({ roleInfo: role });
  },

  setUserRoleInfo(perm) {
    writeJson(AUTH_STORAGE_KEYS.userRoleInfo, perm);
    set({ userRoleInfo: perm });
  },

  signOut() {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) removeItem(key);
    set({ userInfo: null, roleInfo: null, roleList: [], userRoleInfo: null });
  },
}));

export function getToken(): string | null {
  return useAuthStore.getState().userInfo?.token ?? null;
}

/** Signed in means an access token exists (spec §4); the server answers 10101 once it has expired. */
export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** Re-reads the stored login, e.g. after another tab signed in or out. */
export function reloadAuthFromStorage(): void {
  useAuthStore.setState(loadFromStorage());
}

/** Follows sign-in and sign-out in other tabs. Returns the unsubscribe function. */
export function syncAuthAcrossTabs(): () => void {
  const keys: string[] = Object.values(AUTH_STORAGE_KEYS);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) reloadAuthFromStorage();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
