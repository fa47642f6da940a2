// @vitest-environment happy-dom
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';
import { QueryFailed } from './load-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// react-query tells React of a settled read in a timer of its own; in a microtask, act() sees it
notifyManager.setScheduler(queueMicrotask);

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });

let root: Root | null = null;
let container: HTMLDivElement;

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

async function render(read: () => Promise<string[]>, queries: QueryClient) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queries}>
          <ServicesList read={read} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
}

const retryButton = () => {
  const button = container.querySelector('button');
  if (!button) throw new Error(`no Try again in: ${container.textContent}`);
  return button;
};

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('QueryFailed', () => {
  it('says that the read failed and why, as an alert, with Try again', async () => {
    const { server, read } = salonServer();
    server.up = false;
    await render(read, new QueryClient());
    await act(async () => server.answer());
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("We couldn't load this");
    expect(alert?.textContent).toContain('The salon could not be reached.');
    expect(retryButton().textContent).toBe('Try again');
  });

  it('reads again on Try again and shows what the second read brings', async () => {
    const { server, read } = salonServer();
    server.up = false;
    await render(read, new QueryClient());
    await act(async () => server.answer());
    server.up = true;
    await act(async () => retryButton().click());
    expect(server.reads).toBe(2);
    await act(async () => server.answer());
    expect(container.textContent).toBe('Cut & finish');
  });

  it('keeps Try again busy while a read of data it had is made again', async () => {
    const { server, read } = salonServer();
    const queries = new QueryClient();
    await render(read, queries);
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
    expect(container.textContent).toBe('Cut & finish');
  });
});
