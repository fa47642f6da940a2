import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startFirstReads } from './app/customer-routes';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { nextTurn } from './lib/browser-turns';
import { keepFocus } from './lib/focus-keeper';
import { initI18n } from './lib/i18n';
import { startOnlineTracking } from './lib/online';
import './styles/global.css';

/** Runs `task` once the browser has painted the app (the offline machinery is not needed before). */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => window.setTimeout(task, 0));
}

async function start() {
  startOnlineTracking();
  keepFocus();
  // the modules' own evaluation, the first reads, the translations and the render each take a
  // turn of their own, none of them long
  await nextTurn();
  await startFirstReads(window.location.pathname);
  await initI18n();
  const root = createRoot(document.getElementById('root')!);
  // as a transition, React renders the app in slices that yield to the browser, rather than in
  // one long task that a tap on the prerendered page would wait behind (Total Blocking Time)
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  // the query persister, Dexie, workbox-window and the outbox load here, never before the first paint
  afterPaint(() => void import('./offline/boot').then((m) => m.bootOffline(queryClient)));
}

void start();
