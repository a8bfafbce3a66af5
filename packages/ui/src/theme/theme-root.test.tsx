import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import { ThemeRoot } from './theme-root';

describe('ThemeRoot', () => {
  it('puts the theme class on <html> and takes it off again', () => {
    const { rerender, unmount } = render(
      <ThemeRoot mode="light">
        <p>Content</p>
      </ThemeRoot>,
    );
    const html = document.documentElement;
    expect(html).toHaveClass(lightTheme);
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(screen.getByText('Content')).toBeInTheDocument();

    rerender(
      <ThemeRoot mode="dark">
        <p>Content</p>
      </ThemeRoot>,
    );
    expect(html).toHaveClass(darkTheme);
    expect(html).not.toHaveClass(lightTheme);

    unmount();
    expect(html).not.toHaveClass(darkTheme);
    expect(html).not.toHaveAttribute('data-theme');
  });

  it('can scope the theme to a wrapper instead', () => {
    render(
      <ThemeRoot mode="dark" scope="wrapper">
        <p>Preview</p>
      </ThemeRoot>,
    );
    expect(screen.getByText('Preview').parentElement).toHaveClass(darkTheme);
    expect(document.documentElement).not.toHaveClass(darkTheme);
  });
});
