import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Avatar, initialsOf } from './avatar';

// A photo that needs no network.
const photoUrl =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="%23888"/%3E%3C/svg%3E';

describe('Avatar', () => {
  it('has no axe violations with and without a photo', async () => {
    const { container } = render(
      <div>
        <Avatar name="Kemi Adeyemi" size="sm" />
        <Avatar name="Tunde Bakare" src={photoUrl} />
        <Avatar name="Acme" size="lg" />
        <Avatar name="" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('shows initials as one image named by the person', () => {
    render(<Avatar name="Kemi Adeyemi" />);
    const avatar = screen.getByRole('img', { name: 'Kemi Adeyemi' });
    expect(avatar).toHaveTextContent('KA');
  });

  // happy-dom loads no images (it reports an error right after any load), so the loaded photo replacing the
  // initials is checked in Storybook, in Chromium (Avatar › WithPhoto).
  it('gives the photo the name as its alt, and shows the initials until it loads', () => {
    render(<Avatar name="Tunde Bakare" src={photoUrl} />);
    expect(screen.getByAltText('Tunde Bakare')).toHaveAttribute('src', photoUrl);
    expect(screen.getByRole('img', { name: 'Tunde Bakare' })).toHaveTextContent('TB');
  });

  it('keeps the initials when the photo fails', () => {
    render(<Avatar name="Tunde Bakare" src="/photos/missing.jpg" />);
    fireEvent.error(screen.getByAltText('Tunde Bakare'));
    expect(screen.getByRole('img', { name: 'Tunde Bakare' })).toHaveTextContent('TB');
  });

  it('is decoration when there is no name', () => {
    const { container } = render(<Avatar name="  " />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toHaveTextContent('?');
  });

  it.each([
    ['Kemi Adeyemi', 'KA'],
    ['  kemi   de  adeyemi ', 'KA'],
    ['Acme', 'A'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('initials of "%s" are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
