export { ICON_NAMES, Icon, type IconName, type IconProps } from './icon';
export { NAV_ICON_NAMES, NavIcon, type NavIconName, type NavIconProps } from './nav-icon';
