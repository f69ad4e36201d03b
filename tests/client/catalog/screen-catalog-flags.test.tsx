import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFERED_SCREENS, OFFERED_VIEWS, SCREENS, viewOfParams } from '@/lib/screen-catalog';
import { openScreenTool } from '@/tools/open-screen/contract';
import { OpenScreenForm } from '@/tools/open-screen/form';

const INTERNAL = ['backstage-debug', 'debug-audit', 'debug-questlog', 'preview-document', 'dev'];

/** The route file of a catalog path, e.g. `/writer/app/report` → src/routes/writer/app/report.tsx. */
function routeSource(path: string): string {
  for (const file of [`src/routes${path}.tsx`, `src/routes${path}/index.tsx`]) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // not this layout; try the next
    }
  }
  throw new Error(`no route file for ${path}`);
}

describe('screen catalog flags', () => {
  it('marks developer pages internal and offers every other screen', () => {
    expect(SCREENS.filter((s) => s.internal).map((s) => s.id)).toEqual(INTERNAL);
    expect(OFFERED_SCREENS.map((s) => s.id)).toEqual(
      SCREENS.filter((s) => !INTERNAL.includes(s.id)).map((s) => s.id),
    );
  });

  it('says a screen is built exactly when its route renders more than the "not available yet" state', () => {
    for (const entry of SCREENS) {
      const placeholder = routeSource(entry.path).includes('<NotAvailableScreen');
      expect(entry.built, entry.id).toBe(!placeholder);
    }
  });

  it('refuses internal screens in open_screen and accepts the offered ones', () => {
    for (const id of INTERNAL) expect(openScreenTool.input.safeParse({ screen: id }).success, id).toBe(false);
    for (const s of OFFERED_SCREENS)
      expect(openScreenTool.input.safeParse({ screen: s.id }).success, s.id).toBe(true);
  });

  it('leaves internal screens out of the /open form', () => {
    render(<OpenScreenForm onSubmit={vi.fn()} onCancel={vi.fn()} />);
    const values = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('data-value'));
    // Every offered screen, then the views of screens ("ad dashboards" of the report app).
    expect(values).toEqual([
      ...OFFERED_SCREENS.map((s) => s.id),
      ...OFFERED_VIEWS.map(({ screen: s, view }) => `${s.id}:${view.id}`),
    ]);
    expect(values).toContain('app-report:ad-dashboards');
    for (const id of INTERNAL) expect(values).not.toContain(id);
  });

  it('names a panel tab after the most specific view its params show', () => {
    expect(viewOfParams('kox-list', { scope: 'team', import: 'creators' })?.id).toBe('kox-import');
    expect(viewOfParams('kox-list', { scope: 'team', platform: 'tiktok' })?.id).toBe('kox-team');
    expect(viewOfParams('kox-list', { scope: 'public' })).toBeUndefined();
  });

  it('sends the view a /open item stands for', async () => {
    const onSubmit = vi.fn();
    render(<OpenScreenForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'ad dashboards');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      screen: 'app-report',
      view: 'ad-dashboards',
      target: 'artifact',
    });
  });
});
