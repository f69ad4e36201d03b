import { describe, expect, it } from 'vitest';
import { violation } from '../../scripts/eslint/import-boundaries.js';

describe('one-way import rule', () => {
  it.each([
    ['src/screens/auth/a.tsx', 'src/screens/kox/b.tsx', /must not import screen "kox"/],
    ['src/lib/api/client.ts', 'src/chat/index.ts', /must not import them/],
    ['src/components/x.tsx', 'src/screens/auth/a.tsx', /must not import them/],
    ['src/chat/thread/thread.tsx', 'server/app.ts', /must not import server code/],
    ['server/app.ts', 'src/lib/api/client.ts', /only shared contracts/],
    ['server/tools/open-screen.ts', 'src/tools/open-screen/card.tsx', /only shared contracts/],
  ])('refuses %s → %s', (from, to, reason) => {
    expect(violation(from, to)).toMatch(reason);
  });

  it.each([
    ['src/screens/auth/a.tsx', 'src/screens/auth/b.tsx'],
    ['src/screens/auth/a.tsx', 'src/lib/api/client'],
    ['src/routes/writer/route.tsx', 'src/chat/index.ts'],
    ['server/app.ts', 'src/lib/api/endpoints'],
    ['server/tools/open-screen.ts', 'src/tools/open-screen/contract.ts'],
    ['server/chat/routes.ts', 'src/lib/api/chat-request.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(violation(from, to)).toBeNull();
  });
});
