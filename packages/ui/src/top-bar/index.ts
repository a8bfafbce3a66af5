export { TopBar, type TopBarProps, type TopBarUser } from './top-bar';
