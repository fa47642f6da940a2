/**
 * How the app draws an icon: a line icon on a 24 px grid in currentColor, inline (no icon font,
 * nothing to download). Decorative: always hidden from screen readers; the control around it
 * carries the accessible name. The icons themselves are in icons.tsx and page-icons.tsx.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
