import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KoxListView } from '@/screens/kox/list/list-address';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { server } from '../msw/server.ts';
import { koxImportDb, koxImportHandlers } from '../msw/handlers/kox-import.ts';
import { renderKox } from '../kox/kox-kit.tsx';

function Lists() {
  const [scope, setScope] = useState<KoxListView>('team');
  return <KoxListScreen scope={scope} onScope={setScope} />;
}

describe('the Import action of the team database', () => {
  it('opens the import dialog for an editor, from the empty team database too', async () => {
    server.use(...koxImportHandlers(koxImportDb()));
    renderKox(<Lists />, undefined, 'editor');
    const user = userEvent.setup();
    await screen.findByText('The team database is empty');
    const buttons = screen.getAllByRole('button', { name: 'Import' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Import creators' })).toBeTruthy();
  });

  it('is not offered to a viewer', async () => {
    server.use(...koxImportHandlers(koxImportDb()));
    renderKox(<Lists />, undefined, 'viewer');
    await screen.findByText('The team database is empty');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
