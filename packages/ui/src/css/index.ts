export { vars } from '../theme/contract.css';
export { darkTheme } from '../theme/dark.css';
export { lightTheme } from '../theme/light.css';
export { type Tone, tones } from '../theme/tokens';
export { focusRing, visuallyHidden } from './helpers.css';
