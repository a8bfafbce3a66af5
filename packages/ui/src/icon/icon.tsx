import {
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  type LucideIcon,
  X,
} from 'lucide-react';
import { icon } from './icon.css';

/** The line icons components share (Lucide's 24×24 strokes, in the text colour). Named imports keep the rest out of the bundle. */
const SHAPES = {
  close: X,
  check: Check,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronUp: ChevronUp,
  chevronDown: ChevronDown,
  calendar: Calendar,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof SHAPES;
export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

export interface IconProps {
  name: IconName;
  size?: 'sm' | 'md' | 'fill';
}

/** A decorative icon: hidden from assistive tech, so the control around it carries the accessible name. */
export function Icon({ name, size = 'sm' }: IconProps) {
  const Shape = SHAPES[name];
  return <Shape className={icon({ size })} aria-hidden="true" focusable="false" data-icon={name} />;
}
