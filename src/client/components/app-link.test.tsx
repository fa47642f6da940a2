// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './app-link';

function Where() {
  return <output data-testid="at">{useLocation().pathname}</output>;
}

function renderAt(path: string, links: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route path="*" element={links} />
      </Routes>
    </MemoryRouter>,
  );
}

const at = () => screen.getByTestId('at').textContent;
const link = (name: string) => screen.getByRole('link', { name });

afterEach(cleanup);

describe('Link', () => {
  it('has a real href and follows a plain click inside the app', async () => {
    renderAt('/', <Link to="/my-bookings">Mine</Link>);
    expect(link('Mine').getAttribute('href')).toBe('/my-bookings');
    await userEvent.click(link('Mine'));
    expect(at()).toBe('/my-bookings');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    renderAt('/', <Link to="/my-bookings">Mine</Link>);
    fireEvent.click(link('Mine'), { ctrlKey: true });
    expect(at()).toBe('/');
  });

  it('does not follow when its own onClick prevented the default', async () => {
    renderAt(
      '/',
      <Link to="/my-bookings" onClick={(e) => e.preventDefault()}>
        Mine
      </Link>,
    );
    await userEvent.click(link('Mine'));
    expect(at()).toBe('/');
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
    renderAt('/admin/calendar/week', menu);
    expect(link('Calendar').getAttribute('aria-current')).toBe('page');
    expect(link('Calendar').className).toBe('on');
    expect(link('Dashboard').hasAttribute('aria-current')).toBe(false);
    expect(link('Dashboard').className).toBe('off');
  });

  it('follows the page as it changes', async () => {
    renderAt('/admin/calendar', menu);
    await userEvent.click(link('Dashboard'));
    expect(link('Dashboard').className).toBe('on');
    expect(link('Calendar').className).toBe('off');
  });

  it('is not fooled by a path that only begins the same', () => {
    renderAt('/admin/calendars', menu);
    expect(link('Calendar').className).toBe('off');
  });
});
