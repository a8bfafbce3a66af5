import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../css';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { DatePicker, type DatePickerProps, type DateRange, DateRangePicker } from './date-picker';

/** Holds the value as a screen would, reporting each change to the story's action. */
function Stateful(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

function StatefulRange({ onValueChange }: { onValueChange: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ start: '2026-11-02', end: '2026-11-29' });
  return (
    <DateRangePicker
      label="Campaign dates"
      hint="Pick the first day, then the last"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

/**
 * The test-runner's axe pass covers #storybook-root only, and the calendar is portalled to the body: check it
 * here, in both themes (by swapping the theme class on the document, as ThemeRoot does).
 */
async function expectCalendarAccessible() {
  const positioner = document.querySelector('[data-scope="date-picker"][data-part="positioner"]');
  if (!positioner) throw new Error('The calendar is not open');
  const root = document.documentElement;
  const initialTheme = root.classList.contains(darkTheme) ? darkTheme : lightTheme;
  try {
    for (const [from, to] of [
      [darkTheme, lightTheme],
      [lightTheme, darkTheme],
    ] as const) {
      root.classList.replace(from, to);
      // The popover fades in and colours may transition: axe measures contrast on what is painted, so measure
      // once every animation has finished (a half-faded calendar failed color-contrast now and then in CI).
      await Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      const results = await axe.run(positioner, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      const violations = results.violations.map(
        (violation) => `${to}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
      );
      await expect(violations.join('\n')).toBe('');
    }
  } finally {
    root.classList.remove(darkTheme, lightTheme);
    root.classList.add(initialTheme);
  }
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Start date', value: '2026-11-21', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="empty" layout="stack">
        <DatePicker label="Start date" value={null} />
      </MatrixRow>
      <MatrixRow label="value + hint" layout="stack">
        <DatePicker label="Start date" value="2026-11-21" hint="The first day on the site" required />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <DatePicker label="End date" value="2026-11-01" error="The end date is before the start date" />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <DatePicker label="Booked on" value="2026-11-02" disabled />
      </MatrixRow>
      <MatrixRow label="range" layout="stack">
        <DateRangePicker label="Campaign dates" value={{ start: '2026-11-02', end: '2026-11-29' }} />
      </MatrixRow>
      <MatrixRow label="range, error" layout="stack">
        <DateRangePicker
          label="Flight dates"
          value={{ start: '2026-11-02', end: null }}
          error="Choose the last day of the flight"
        />
      </MatrixRow>
    </Matrix>
  ),
};

export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveValue('21 Nov 2026');

    // Tab past the input and the clear button to the calendar button, open it with Enter.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Open calendar, Start date' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const calendar = await screen.findByRole('application', { name: 'Calendar, Start date' });
    await expect(within(calendar).getByRole('grid')).toBeVisible();
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /21 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(calendar).getByRole('button', { name: /29 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-29');
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    await waitFor(() => expect(input).toHaveValue('29 Nov 2026'));
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open calendar, Start date' });
    await userEvent.click(trigger);
    const calendar = await screen.findByRole('application', { name: 'Calendar, Start date' });
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeVisible();
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /21 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MonthAndYearViews: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar, Start date' }));
    const calendar = await screen.findByRole('application');
    await userEvent.click(within(calendar).getByRole('button', { name: 'November 2026, choose month' }));
    await userEvent.click(within(calendar).getByRole('button', { name: '2026, choose year' }));
    await userEvent.click(within(calendar).getByRole('button', { name: '2027' }));
    await userEvent.click(within(calendar).getByRole('button', { name: 'March 2027' }));
    await userEvent.click(within(calendar).getByRole('button', { name: /\D1 March 2027/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-01');
  },
};

export const Typed: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.click(input);
    await userEvent.keyboard('05/12/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-05');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('5 Dec 2026'));
  },
};

export const MinAndMax: Story = {
  args: { min: '2026-11-10', max: '2026-11-25', hint: 'Between 10 and 25 November' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar, Start date' }));
    const calendar = await screen.findByRole('application');
    const tooEarly = within(calendar).getByRole('button', { name: /\D9 November 2026/ });
    await expect(tooEarly).toHaveAttribute('aria-disabled', 'true');
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(tooEarly);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { value: '2026-11-01', error: 'The start date is before the brief', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Start date/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('The start date is before the brief');
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('');
    // Nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear Start date' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar, Start date' })).toBeDisabled();
  },
};

export const Range: Story = {
  render: (args) => <StatefulRange onValueChange={args.onValueChange ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Campaign dates' });
    await expect(within(group).getByRole('textbox', { name: 'Start date' })).toHaveValue('2 Nov 2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar, Campaign dates' }));
    const calendar = await screen.findByRole('application', { name: 'Calendar, Campaign dates' });
    await userEvent.click(within(calendar).getByRole('button', { name: /\D9 November 2026/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: null });
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await userEvent.click(within(calendar).getByRole('button', { name: /\D6 December 2026/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-12-06' });
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    await expect(within(group).getByRole('textbox', { name: 'End date' })).toHaveValue('6 Dec 2026');
  },
};

export const CalendarAccessibility: Story = {
  render: () => (
    <DateRangePicker
      label="Campaign dates"
      min="2026-11-05"
      value={{ start: '2026-11-09', end: '2026-11-20' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Open calendar, Campaign dates' }),
    );
    const calendar = await screen.findByRole('application', { name: 'Calendar, Campaign dates' });
    // Selected ends, days in range, days before min, neighbouring months' days: every cell style at once.
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /\D9 November 2026/ })).toHaveFocus(),
    );
    await expectCalendarAccessible();
    await userEvent.click(within(calendar).getByRole('button', { name: 'November 2026, choose month' }));
    await expectCalendarAccessible();
    await userEvent.click(within(calendar).getByRole('button', { name: '2026, choose year' }));
    await expectCalendarAccessible();
  },
};
