/**
 * The app's links: an `<a>` whose plain click React Router follows, through its own `useHref` and
 * `useLinkClickHandler` (a click with a modifier key, another button or another target is left to
 * the browser, as with the library's `Link`).
 *
 * Not the library's `Link` and `NavLink`: React Router is one module, so whatever any page uses of it
 * is on the first load of `/`, and its `Link` brings the prefetching and view-transition code of its
 * framework mode (2.3 KB gzip) that Tress never uses. The linter keeps them out (biome.json).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) follow(e);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows when it leads to the page on screen: `aria-current="page"` and its class say so. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(rest.to).pathname.toLowerCase();
  const below = path.endsWith('/') ? path : `${path}/`;
  const isActive = here === path || (!end && here.startsWith(below));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
