import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect } from 'react';
import { notify, Toaster, toaster } from './toast';

const meta = { title: 'Tmp/Toast', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

function InEffect() {
  useEffect(() => {
    console.log('effect, count', toaster.getCount());
    notify.info({ title: 'From effect' });
    console.log('after create, count', toaster.getCount());
    return () => console.log('effect cleanup');
  }, []);
  console.log('render InEffect');
  return <Toaster />;
}
export const Effect: Story = { render: () => <InEffect /> };

function InTimeout() {
  useEffect(() => {
    const t = setTimeout(() => notify.info({ title: 'From timeout' }), 0);
    return () => clearTimeout(t);
  }, []);
  return <Toaster />;
}
export const Timeout: Story = { render: () => <InTimeout /> };

function InLayout() {
  useLayoutEffect(() => {
    notify.info({ title: 'From layout effect' });
  }, []);
  return <Toaster />;
}
export const Layout: Story = { render: () => <InLayout /> };
