// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-support/render';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Escape on a modal <dialog> is the browser's `cancel` event; happy-dom has no key handling of its
 * own for dialogs, so the test sends that event as the browser would.
 */
const pressEscape = () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));

/** A page with a Delete button that asks first, as the back office's lists do. */
function DeletePage({ busy = false, onConfirm = () => {} }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Mina
      </button>
      <ConfirmDialog
        open={open}
        title="Delete User"
        text="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** A page whose Delete button is gone once its dialog opens (a row that the deletion removes). */
function Gone() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Users</h1>
      {open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Delete Mina
        </button>
      )}
      {open ? (
        <ConfirmDialog
          open
          title="Delete User"
          text="Sure?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </main>
  );
}

async function openDialog(ui = <DeletePage />) {
  const user = userEvent.setup({ delay: null });
  await renderInApp(ui);
  const opener = screen.getByRole('button', { name: 'Delete Mina' });
  await user.click(opener);
  return { user, opener, dialog: within(screen.getByRole('dialog', { name: 'Delete User' })) };
}

describe('a confirmation dialog', () => {
  it('opens as a modal dialog named by its title, with its question', async () => {
    const { dialog } = await openDialog();
    const element = screen.getByRole<HTMLDialogElement>('dialog');
    expect(element.open).toBe(true);
    expect(dialog.getByText('Are you sure you want to delete this user?')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { opener } = await openDialog();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Cancel, on its close button and on a tap on the backdrop, but not on a tap inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByText('Are you sure you want to delete this user?'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Mina' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Mina' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while it works, says so on the confirm button and stays open whatever is pressed', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog(<DeletePage busy onConfirm={onConfirm} />);
    const confirm = dialog.getByRole<HTMLButtonElement>('button', { name: 'Deleting…' });
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    pressEscape();
    await user.click(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it("gives the focus to the page's heading when the button that opened it is gone", async () => {
    await openDialog(<Gone />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.activeElement?.textContent).toBe('Users');
  });
});
