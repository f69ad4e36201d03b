/** The administrator the e2e server is started with (global-setup.ts). */
export const E2E_ADMIN = { account: 'admin', password: 'e2e-password-1' };
