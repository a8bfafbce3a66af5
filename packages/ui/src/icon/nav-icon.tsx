import {
  ArchiveX,
  Bell,
  BriefcaseBusiness,
  Building2,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  FileText,
  FlaskConical,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Megaphone,
  Menu,
  Radar,
  Receipt,
  Settings,
  Signpost,
  Swords,
  Users,
  Workflow,
} from 'lucide-react';
import { icon } from './icon.css';

/** One picture per place of the app, so the collapsed sidebar is a rail of recognisable shapes, not letters. */
const NAV_SHAPES = {
  dashboard: LayoutDashboard,
  briefs: FileText,
  plans: ClipboardList,
  planReview: ClipboardCheck,
  lostPlans: ArchiveX,
  payOrders: Receipt,
  campaigns: Megaphone,
  sites: Signpost,
  map: MapIcon,
  mediums: Layers,
  secRanges: ChartColumn,
  cities: Building2,
  trackers: Radar,
  users: Users,
  lifecycles: Workflow,
  clients: BriefcaseBusiness,
  competitors: Swords,
  notifications: Bell,
  settings: Settings,
  testing: FlaskConical,
  /** Opens the navigation where the sidebar has no room (a phone). */
  menu: Menu,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_SHAPES;
export const NAV_ICON_NAMES = Object.keys(NAV_SHAPES) as NavIconName[];

export type NavIconProps = {
  name: NavIconName;
  size?: 'sm' | 'md';
  /**
   * Only where the icon stands alone and nothing else names it; by default it is decorative (aria-hidden) and the
   * link around it carries the name.
   */
  label?: string;
};

/** The icon of a place of the app (a sidebar entry, a shortcut), hidden from assistive technology by default. */
export function NavIcon({ name, size = 'md', label }: NavIconProps) {
  const Shape = NAV_SHAPES[name];
  return label ? (
    <Shape className={icon({ size })} role="img" aria-label={label} focusable="false" data-icon={name} />
  ) : (
    <Shape className={icon({ size })} aria-hidden="true" focusable="false" data-icon={name} />
  );
}
