import type { ReactNode } from 'react';
import { type LinkVariants, link } from './link.css';
import { LinkBase } from './link-base';

export type LinkProps = {
  href: string;
  children: ReactNode;
  variant?: LinkVariants['variant'];
};

/** A real `<a href>`; a plain left click goes through the app's router (LinkProvider's `navigate`). */
export function Link({ href, children, variant }: LinkProps) {
  return (
    <LinkBase href={href} className={link({ variant })}>
      {children}
    </LinkBase>
  );
}
