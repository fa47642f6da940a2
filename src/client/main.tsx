import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppTree } from './app/app-tree';
import { loadPrerenderedPage, startFirstReads } from './app/customer-routes';
import { queryClient } from './app/query-client';
import { nextTurn } from './lib/browser-turns';
import { keepFocus } from './lib/focus-keeper';
import { initI18n } from './lib/i18n';
import { startOnlineTracking } from './lib/online';
import './styles/global.css';

/** Runs `task` once the browser has painted the app (the offline machinery is not needed before). */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => window.setTimeout(task, 0));
}

/**
 * A part of the prerendered page that did not match the app's first render is drawn again by React,
 * which is correct but costs the work hydrating saves: worth a line in the console, not an error.
 */
function reportMismatch(error: unknown): void {
  console.warn('Tress: part of the prerendered page was drawn again', error);
}

async function start() {
  startOnlineTracking();
  keepFocus();
  // the modules' own evaluation, the first reads, the translations and the render each take a
  // turn of their own, none of them long
  await nextTurn();
  await startFirstReads(window.location.pathname);
  await initI18n();
  const container = document.getElementById('root')!;
  // index.html holds the home page rendered at build time from this same tree (scripts/prerender.mjs):
  // React takes over its markup instead of drawing the page again; any other page starts empty
  const prerendered = container.hasAttribute('data-prerendered') && window.location.pathname === '/';
  if (prerendered) await loadPrerenderedPage();
  const app = (
    <AppTree routed={(routes) => <BrowserRouter>{routes}</BrowserRouter>} prerendered={prerendered} />
  );
  // as a transition, React renders (or hydrates) the app in slices that yield to the browser, rather
  // than in one long task that a tap on the page would wait behind (Total Blocking Time)
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app, { onRecoverableError: reportMismatch });
    else createRoot(container).render(app);
  });
  // the query persister, Dexie, workbox-window and the outbox load here, never before the first paint
  afterPaint(() => void import('./offline/boot').then((m) => m.bootOffline(queryClient)));
}

void start();
