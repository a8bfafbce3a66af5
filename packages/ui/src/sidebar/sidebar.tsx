import { useId } from 'react';
import { NavIcon, type NavIconName } from '../icon/nav-icon';
import { LinkBase } from '../link/link-base';
import * as styles from './sidebar.css';

export type SidebarItem = {
  href: string;
  label: string;
  /** The current page's item: marked with aria-current="page". */
  active?: boolean;
  /** The place's icon: every entry has one, so the collapsed rail is a column of recognisable shapes. */
  icon: NavIconName;
};

export type SidebarSection = {
  title?: string;
  items: SidebarItem[];
};

export type SidebarProps = {
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  sections: SidebarSection[];
  /** Collapsed, the sidebar is a narrow rail of icons; the labels stay available to assistive technology. */
  collapsed: boolean;
  /** Without it the sidebar has no collapse button (inside a drawer, which closes instead). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Called when an entry is followed, e.g. to close the drawer holding the sidebar (also on the current page). */
  onNavigate?: () => void;
  /** `drawer` when the sidebar is the content of a drawer (a phone): the drawer's panel frames it. */
  placement?: 'page' | 'drawer';
};

export function Sidebar({
  label,
  sections,
  collapsed,
  onCollapsedChange,
  onNavigate,
  placement = 'page',
}: SidebarProps) {
  const id = useId();
  const sectionsId = `${id}-sections`;

  return (
    <nav
      aria-label={label}
      className={styles.root({ collapsed, placement })}
      data-state={collapsed ? 'collapsed' : 'expanded'}
    >
      {onCollapsedChange ? (
        <button
          type="button"
          className={styles.toggle({ collapsed })}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={sectionsId}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <svg
            className={styles.toggleIcon({ collapsed })}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 5h16M4 12h10M4 19h16M20 9l-3 3 3 3" />
          </svg>
        </button>
      ) : null}
      <div id={sectionsId} className={styles.sections()}>
        {sections.map((section, sectionIndex) => {
          const titleId = `${id}-section-${sectionIndex}`;
          return (
            <div key={section.title ?? sectionIndex}>
              {section.title ? (
                <div id={titleId} className={styles.sectionTitle({ collapsed })}>
                  {section.title}
                </div>
              ) : null}
              <ul className={styles.list()} aria-labelledby={section.title ? titleId : undefined}>
                {section.items.map((item) => (
                  <li key={item.href}>
                    <LinkBase
                      href={item.href}
                      className={styles.link({ collapsed })}
                      aria-current={item.active ? 'page' : undefined}
                      title={collapsed ? item.label : undefined}
                      onClick={onNavigate}
                    >
                      <span className={styles.icon()}>
                        <NavIcon name={item.icon} size="md" />
                      </span>
                      <span className={styles.label({ collapsed })}>{item.label}</span>
                    </LinkBase>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
