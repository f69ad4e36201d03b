/** The administrator every fault-test server is started with. */
export const FAULT_ADMIN = { account: 'admin', password: 'fault-password-1' } as const;
