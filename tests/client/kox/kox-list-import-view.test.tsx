import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { creator, koxDb, teamEntry } from '../msw/handlers/kox.ts';
import { renderKox } from './kox-kit.tsx';

const runner = creator('k-1', 'Trail Tom');
const db = () => koxDb({ creators: [runner], team: new Map([['k-1', teamEntry()]]) });

/** The list as the route shows `?scope=team&import=creators`, and the address dropped when the dialog closes. */
function ImportView({ onImportClosed }: { onImportClosed: () => void }) {
  const [importing, setImporting] = useState(true);
  return (
    <KoxListScreen
      scope="team"
      onScope={() => {}}
      startImporting={importing}
      onImportClosed={() => {
        setImporting(false);
        onImportClosed();
      }}
    />
  );
}

/** Opened on the team database first; asked to import later (⌘K, the assistant) without leaving the list. */
function AskedLater() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setImporting(true)}>
        ask to import
      </button>
      <KoxListScreen scope="team" onScope={() => {}} startImporting={importing} />
    </>
  );
}

describe('the "Import creators" view of the KOX list', () => {
  it('opens the team database with its import dialog, and says when the dialog closes', async () => {
    const closed = vi.fn();
    renderKox(<ImportView onImportClosed={closed} />, db());
    const dialog = await screen.findByRole('dialog', { name: 'Import creators' });
    expect(dialog.textContent).toMatch(/template/i);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('table', { name: 'Team creator database' })).toBeTruthy();
  });

  it('opens the dialog when asked while the team database is already open', async () => {
    renderKox(<AskedLater />, db());
    await screen.findByRole('table', { name: 'Team creator database' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ask to import' }));
    expect(await screen.findByRole('dialog', { name: 'Import creators' })).toBeTruthy();
  });

  it('tells a viewer that importing needs editor rights instead of opening the dialog', async () => {
    renderKox(<ImportView onImportClosed={() => {}} />, db(), 'viewer');
    await screen.findByRole('table', { name: 'Team creator database' });
    expect(screen.getByText(/Importing creators needs editor rights/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
