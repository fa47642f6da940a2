import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './app/query-client';
import { router } from './app/router';
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
  await initI18n();
  const root = document.getElementById('root')!;
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // the query persister, Dexie, workbox-window and the outbox load here, never before the first paint
  afterPaint(() => void import('./offline/boot').then((m) => m.bootOffline(queryClient)));
}

void start();
