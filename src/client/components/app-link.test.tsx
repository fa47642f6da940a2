// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './app-link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement;
let at = '';

function Where() {
  at = useLocation().pathname;
  return null;
}

function render(path: string, links: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="*" element={links} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const link = (name: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement;

const click = (a: HTMLAnchorElement, init: MouseEventInit = {}) =>
  act(() => {
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('Link', () => {
  it('has a real href and follows a plain click inside the app', () => {
    render('/', <Link to="/my-bookings">Mine</Link>);
    expect(link('Mine').getAttribute('href')).toBe('/my-bookings');
    click(link('Mine'));
    expect(at).toBe('/my-bookings');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    render('/', <Link to="/my-bookings">Mine</Link>);
    click(link('Mine'), { ctrlKey: true });
    expect(at).toBe('/');
  });

  it('does not follow when its own onClick prevented the default', () => {
    render(
      '/',
      <Link to="/my-bookings" onClick={(e) => e.preventDefault()}>
        Mine
      </Link>,
    );
    click(link('Mine'));
    expect(at).toBe('/');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Dashboard
      </NavLink>
      <NavLink to="/admin/calendar" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Calendar
      </NavLink>
    </>
  );

  it('marks the link of the page on screen, and of the pages below it unless it ends there', () => {
    render('/admin/calendar/week', menu);
    expect(link('Calendar').getAttribute('aria-current')).toBe('page');
    expect(link('Calendar').className).toBe('on');
    expect(link('Dashboard').hasAttribute('aria-current')).toBe(false);
    expect(link('Dashboard').className).toBe('off');
  });

  it('follows the page as it changes', () => {
    render('/admin/calendar', menu);
    click(link('Dashboard'));
    expect(link('Dashboard').className).toBe('on');
    expect(link('Calendar').className).toBe('off');
  });

  it('is not fooled by a path that only begins the same', () => {
    render('/admin/calendars', menu);
    expect(link('Calendar').className).toBe('off');
  });
});
