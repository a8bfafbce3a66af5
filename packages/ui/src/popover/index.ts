export { Popover, type PopoverProps } from './popover';
