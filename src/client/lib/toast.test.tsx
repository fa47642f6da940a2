// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { loadToasts, toast, toastsLoaded, toastsRequested } from './toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let shown: string[] = [];

/** Reads what the toaster would show: the messages of the visible toasts, oldest first. */
function Probe() {
  shown = useToasterStore()
    .toasts.filter((t) => t.visible)
    .map((t) => String(t.message))
    .reverse();
  return null;
}

async function shownToasts(): Promise<string[]> {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await act(async () => root.unmount());
  return shown;
}

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
    expect(await shownToasts()).toEqual(['Booked', 'Saved']);
  });
});
