import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { sprinkles } from '../box/box.css';
import { type Align, flexAlign, mapResponsive, type Responsive, resolveResponsive } from '../css/responsive';
import type { Space } from '../theme/tokens';
import * as styles from './stack.css';

export type StackProps = {
  /** The space between children, from the theme's space tokens; responsive. */
  space: Responsive<Space>;
  /** A thin rule between children, in the middle of the space. */
  dividers?: boolean;
  /** Horizontal alignment of the children; responsive. Default left. */
  align?: Responsive<Align>;
  /** 'ul' or 'ol' wraps each child in a list item (a list of records, of notifications…). */
  as?: 'div' | 'section' | 'ul' | 'ol';
  /** Names a section or a list for assistive technology. */
  'aria-label'?: string;
  children: ReactNode;
};

/** Children one above the other with even vertical space (Braid's Stack). */
export function Stack({
  space,
  dividers = false,
  align = 'left',
  as: Root = 'div',
  children,
  ...aria
}: StackProps) {
  const isList = Root === 'ul' || Root === 'ol';
  const Item = isList ? 'li' : 'div';
  const gap = resolveResponsive(space);
  // toArray drops null, undefined and booleans, so `{cond && <X />}` leaves no empty item (nor a divider).
  const items = Children.toArray(children);
  return (
    <Root
      className={`${styles.root()} ${sprinkles({
        display: 'flex',
        flexDirection: 'column',
        gap,
        alignItems: mapResponsive(align, (value) => (value === 'left' ? 'stretch' : flexAlign[value])),
      })}`}
      role={isList ? 'list' : undefined}
      aria-label={aria['aria-label']}
    >
      {items.map((child, index) => {
        const key = isValidElement(child) && child.key !== null ? child.key : index;
        if (dividers && index > 0 && isList) {
          // A list may hold only list items, so the rule goes inside the item, above the child.
          return (
            <Item key={key} className={`${styles.item({ withDivider: true })} ${sprinkles({ gap })}`}>
              <div className={styles.divider()} />
              <div>{child}</div>
            </Item>
          );
        }
        // One keyed fragment per child: an unkeyed array here would be keyed by position, so a child
        // appearing above (a loading line) would remount every child below it.
        return (
          <Fragment key={key}>
            {dividers && index > 0 ? <div className={styles.divider()} /> : null}
            <Item className={styles.item()}>{child}</Item>
          </Fragment>
        );
      })}
    </Root>
  );
}
