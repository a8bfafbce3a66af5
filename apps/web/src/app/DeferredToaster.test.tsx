import { notify } from '@ooh/ui/toast';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './DeferredToaster.tsx';
import { firstPageShown } from './first-page.ts';

describe('the deferred toaster', () => {
  it('renders nothing at first, then shows a toast raised before it arrived', async () => {
    firstPageShown();
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
    notify.success({ title: 'Brief saved' });
    expect(await screen.findByText('Brief saved')).toBeInTheDocument();
  });
});
