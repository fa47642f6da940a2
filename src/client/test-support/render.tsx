/**
 * A component rendered as the app renders it, for Testing Library tests under happy-dom: the
 * app's translations in the language asked for (every area's file, loaded at once rather than on
 * demand), a query client of its own that does not retry, and a router at `path`. Whatever the
 * component asks the server goes through `fetch`, which a test answers (`answerCalls`).
 */
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { type Language, saveLanguage } from '../lib/language';

// react-query tells React of a settled read in a timer of its own; in a microtask, act() sees it
notifyManager.setScheduler(queueMicrotask);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const files = import.meta.glob<Resource[string][string]>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The app's translations in `lang`, every area loaded, as the app's own i18next set-up reads them. */
export async function appI18n(lang: Language): Promise<I18n> {
  const resources: Resource = {};
  for (const [path, words] of Object.entries(files)) {
    const [, language, area] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (!language || !area) continue;
    resources[language] ??= {};
    resources[language][area] = words;
  }
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18n;
}

export type AppRenderOptions = { lang?: Language; path?: string; queries?: QueryClient };

/** Renders `ui` inside the app's providers; the language is also the one the API client sends. */
export async function renderInApp(
  ui: ReactElement,
  { lang = 'en', path = '/', queries }: AppRenderOptions = {},
) {
  const i18n = await appI18n(lang);
  saveLanguage(lang);
  const client = queries ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queries: client };
}

type Answer = { status?: number; body: unknown };
export type CallLog = { path: string; body: unknown }[];

/**
 * Stands in for the network: each request to a path that `answers` names gets its answer (an
 * envelope, or a function of the request's body; a promise holds the answer back until the test
 * lets it through). Returns the requests made, in order.
 */
export function answerCalls(answers: Record<string, (body: unknown) => Answer | Promise<Answer>>): CallLog {
  const log: CallLog = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    log.push({ path, body });
    const answer = answers[path];
    if (!answer) throw new Error(`No answer for ${path} in this test`);
    const { status = 200, body: reply } = await answer(body);
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  return log;
}

/** The envelope of a successful call. */
export const ok = (data: unknown): Answer => ({ body: { success: true, message: 'OK', data } });
