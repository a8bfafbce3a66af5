import { createContext, type MouseEvent, type ReactNode, type Ref, useContext } from 'react';

/**
 * The routing seam: the app gives ui a `navigate` function; ui never imports a router. Internal to the
 * package (not exported from the `link` entry): design-system components that link (StatCard, Sidebar)
 * style `LinkBase` themselves, screens use the closed `Link`.
 */
export type Navigate = (href: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

export type LinkProviderProps = {
  navigate: Navigate;
  children: ReactNode;
};

export function LinkProvider({ navigate, children }: LinkProviderProps) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** True for a click the browser would turn into a same-tab navigation. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** Hrefs with a scheme (`https:`, `mailto:`), protocol-relative ones and bare fragments stay with the browser. */
function isAppHref(href: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(href);
}

export type LinkBaseProps = {
  href: string;
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
  'aria-busy'?: boolean | undefined;
  title?: string | undefined;
  /** Told of every click (before the navigation), e.g. to close the drawer the link sits in. */
  onClick?: (() => void) | undefined;
};

export function LinkBase({ href, children, onClick, ...anchorProps }: LinkBaseProps) {
  const navigate = useContext(NavigateContext);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (!navigate || !isPlainLeftClick(event) || !isAppHref(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <a href={href} onClick={handleClick} {...anchorProps}>
      {children}
    </a>
  );
}
