import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useFocusReturn } from '@/lib/a11y/use-focus-return';

/** A floating form that takes focus from the field that opened it, as the slash form does. */
function FloatingForm({ onClose }: { onClose(): void }) {
  const focusReturn = useFocusReturn();
  return (
    <div onFocus={focusReturn.onFocus}>
      <input
        aria-label="Search"
        autoFocus
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          focusReturn.restore();
          onClose();
        }}
      />
    </div>
  );
}

function Composer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <textarea
        aria-label="Composer"
        onKeyDown={(event) => {
          if (event.key === '/') setOpen(true);
        }}
      />
      {open ? <FloatingForm onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A dialog opened by a hotkey: no Radix trigger to return to. */
function HotkeyDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onKeyDown={(event) => event.key === 'k' && setOpen(true)}>
        Opener
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Palette</DialogTitle>
          <DialogDescription>Search</DialogDescription>
          <input aria-label="Query" autoFocus />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the field that opened a floating form when it closes', async () => {
    const user = userEvent.setup();
    render(<Composer />);
    await user.click(screen.getByLabelText('Composer'));
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Search')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Composer'));
  });

  it('a dialog without a trigger returns focus to what had it when it opened', async () => {
    const user = userEvent.setup();
    render(<HotkeyDialog />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    await user.keyboard('k');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Query')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opener' })));
  });
});
