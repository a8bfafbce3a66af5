export { type Sprinkles, sprinkles } from '../box/box.css';
export { vars } from '../theme/contract.css';
export { darkTheme } from '../theme/dark.css';
export { lightTheme } from '../theme/light.css';
export { type Space, type Tone, tones } from '../theme/tokens';
export { focusRing, visuallyHidden } from './helpers.css';
export {
  type Align,
  type AlignY,
  type Breakpoint,
  breakpoints,
  type CollapseBelow,
  mediaBelow,
  mediaFrom,
  type Responsive,
} from './responsive';
