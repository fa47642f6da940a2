// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { loadToasts, toast, toastsLoaded, toastsRequested } from './toast';

/** What the toaster would show: the messages of the visible toasts, oldest first. */
function VisibleToasts() {
  const shown = useToasterStore()
    .toasts.filter((t) => t.visible)
    .map((t) => String(t.message))
    .reverse();
  return (
    <ol>
      {shown.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ol>
  );
}

afterEach(cleanup);

describe('toasts before their library has loaded', () => {
  it('does not load the library only to dismiss a toast that was never shown', () => {
    toast.dismiss('app-update');
    expect(toastsRequested()).toBe(false);
  });

  it('keeps every toast asked for meanwhile and shows them in order once it arrives', async () => {
    toast.success('Booked');
    toast.error('Card declined', { id: 'payment' });
    toast.dismiss('payment');
    toast('Saved');
    expect(toastsRequested()).toBe(true);
    await loadToasts();
    expect(toastsLoaded()).toBe(true);
    const { getAllByRole } = render(<VisibleToasts />);
    expect(getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Booked', 'Saved']);
  });
});
