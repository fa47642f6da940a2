// @vitest-environment happy-dom
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';
import { QueryFailed } from './load-state';

// react-query tells React of a settled read in a timer of its own; in a microtask, act() sees it
notifyManager.setScheduler(queueMicrotask);

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });

/** The salon's services, read from a server that can be down; each answer waits to be let through. */
function salonServer() {
  const server = { up: true, reads: 0, answer: () => {} };
  const read = () => {
    server.reads += 1;
    return new Promise<string[]>((resolve, reject) => {
      server.answer = () =>
        server.up ? resolve(['Cut & finish']) : reject(new Error('The salon could not be reached.'));
    });
  };
  return { server, read };
}

function ServicesList({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['services'], queryFn: read, retry: false });
  if (query.isPending) return <p>loading</p>;
  if (query.isError) return <QueryFailed query={query} />;
  return <p>{query.data.join(', ')}</p>;
}

function renderList(read: () => Promise<string[]>, queries: QueryClient) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <ServicesList read={read} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const retryButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' });

afterEach(cleanup);

describe('QueryFailed', () => {
  it('says that the read failed and why, as an alert, with Try again', async () => {
    const { server, read } = salonServer();
    server.up = false;
    renderList(read, new QueryClient());
    await act(async () => server.answer());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this");
    expect(alert.textContent).toContain('The salon could not be reached.');
    expect(retryButton()).toBeTruthy();
  });

  it('reads again on Try again and shows what the second read brings', async () => {
    const { server, read } = salonServer();
    server.up = false;
    renderList(read, new QueryClient());
    await act(async () => server.answer());
    server.up = true;
    await act(async () => retryButton().click());
    expect(server.reads).toBe(2);
    await act(async () => server.answer());
    expect(screen.getByText('Cut & finish')).toBeTruthy();
  });

  it('keeps Try again busy while a read of data it had is made again', async () => {
    const { server, read } = salonServer();
    const queries = new QueryClient();
    renderList(read, queries);
    await act(async () => server.answer());
    server.up = false;
    await act(async () => void queries.invalidateQueries({ queryKey: ['services'] }));
    await act(async () => server.answer());
    expect(retryButton().disabled).toBe(false);
    server.up = true;
    await act(async () => retryButton().click());
    expect(retryButton().getAttribute('aria-busy')).toBe('true');
    expect(retryButton().disabled).toBe(true);
    await act(async () => server.answer());
    expect(screen.getByText('Cut & finish')).toBeTruthy();
  });
});
