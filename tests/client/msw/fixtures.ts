import type { SignInResult } from '@/lib/auth/auth-store';

export const TEST_ACCOUNT = 'admin';
export const TEST_PASSWORD = 'admin-password-1';
export const TEST_TOKEN = 'test-token-0001';
export const TEST_LOGIN_KEY = 'login-key-0001';

export const signInResult: SignInResult = {
  token: TEST_TOKEN,
  refresh_token: 'test-refresh-0001',
  expires_at: '2030-01-01T00:00:00.000Z',
  user_info: {
    user_uid: 'u-admin',
    account: TEST_ACCOUNT,
    name: 'Administrator',
    avatar: null,
    designer_role: ['admin'],
    writer_role: ['admin'],
  },
  user_role_list: [
    { role_id: 'r-designer-admin', role_name: 'admin', module: 'designer' },
    { role_id: 'r-writer-admin', role_name: 'admin', module: 'writer' },
  ],
};
