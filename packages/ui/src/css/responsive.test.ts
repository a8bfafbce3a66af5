import { describe, expect, it } from 'vitest';
import { isCollapsed, mapResponsive, resolveResponsive } from './responsive';

describe('responsive values', () => {
  it('reads a single value, an array and an object alike, each missing breakpoint taken from the smaller one', () => {
    expect(resolveResponsive('md')).toEqual({ mobile: 'md', tablet: 'md', desktop: 'md' });
    expect(resolveResponsive(['sm', 'lg'] as const)).toEqual({ mobile: 'sm', tablet: 'lg', desktop: 'lg' });
    expect(resolveResponsive({ mobile: 'xs', desktop: 'xl' })).toEqual({
      mobile: 'xs',
      tablet: 'xs',
      desktop: 'xl',
    });
    expect(resolveResponsive({ desktop: 'xl' })).toEqual({ desktop: 'xl' });
    expect(resolveResponsive([1, 2, 3] as const)).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
  });

  it('maps a value breakpoint by breakpoint', () => {
    expect(mapResponsive(['left', 'center'] as const, (align) => `${align}!`)).toEqual({
      mobile: 'left!',
      tablet: 'center!',
      desktop: 'center!',
    });
  });

  it('collapses below the breakpoint it names, and never without one', () => {
    expect(isCollapsed('tablet', 'mobile')).toBe(true);
    expect(isCollapsed('tablet', 'tablet')).toBe(false);
    expect(isCollapsed('desktop', 'tablet')).toBe(true);
    expect(isCollapsed('desktop', 'desktop')).toBe(false);
    expect(isCollapsed(undefined, 'mobile')).toBe(false);
  });
});
