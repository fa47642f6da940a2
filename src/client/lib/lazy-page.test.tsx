// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type LazyPart, lazyPart } from './lazy-page';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const greetingCode = async () => ({ Greeting });

function show(Part: LazyPart<{ name: string }>) {
  act(() => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Mei" />
      </Suspense>,
    );
  });
}

describe('a lazily loaded part', () => {
  it('waits for its code the first time it is shown', async () => {
    show(lazyPart(greetingCode, 'Greeting'));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Mei')).toBeTruthy();
  });

  it('renders in the same pass as its parent once preloaded, never showing its fallback', async () => {
    const part = lazyPart(greetingCode, 'Greeting');
    await part.preload();
    show(part);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Mei')).toBeTruthy();
  });

  it('loads its code once, however often it is preloaded', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads += 1;
      return greetingCode();
    }, 'Greeting');
    await Promise.all([part.preload(), part.preload()]);
    show(part);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    let fails = true;
    const part = lazyPart(async () => {
      if (fails) throw new Error('offline');
      return greetingCode();
    }, 'Greeting');
    await expect(part.preload()).rejects.toThrow('offline');
    fails = false;
    await part.preload();
    show(part);
    expect(screen.getByText('Hello Mei')).toBeTruthy();
  });
});
