import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DatePicker, type DateRange, DateRangePicker } from './date-picker';
import { formatIsoDate, parseDisplayDate, toIsoDate } from './iso-date';

function ControlledDate({
  initial = '2026-11-21',
  onValueChange,
  min,
  max,
}: {
  initial?: string | null;
  onValueChange?: (value: string | null) => void;
  min?: string;
  max?: string;
}) {
  const [date, setDate] = useState<string | null>(initial);
  return (
    <>
      <DatePicker
        label="Start date"
        value={date}
        min={min}
        max={max}
        onValueChange={(next) => {
          setDate(next);
          onValueChange?.(next);
        }}
      />
      <output>{date ?? 'none'}</output>
    </>
  );
}

/** A controlled field that reports what its typed text says (issue 15: no date is swapped in silently). */
function TypedDate({
  onValueChange,
  onTextError,
}: {
  onValueChange: (value: string | null) => void;
  onTextError: (message: string | null) => void;
}) {
  const [date, setDate] = useState<string | null>('2026-11-21');
  return (
    <>
      <DatePicker
        label="Start date"
        value={date}
        onValueChange={(next) => {
          setDate(next);
          onValueChange(next);
        }}
        onTextError={onTextError}
      />
      <output>{date ?? 'none'}</output>
    </>
  );
}

function ControlledRange({
  initial = { start: null, end: null },
  onValueChange,
}: {
  initial?: DateRange;
  onValueChange: (value: DateRange) => void;
}) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <DateRangePicker
      label="Campaign dates"
      value={range}
      onValueChange={(next) => {
        setRange(next);
        onValueChange(next);
      }}
    />
  );
}

function openCalendar(name: RegExp | string = /Open calendar/) {
  return screen.getByRole('button', { name });
}

describe('iso-date', () => {
  it('shows ISO dates the British way and reads what people type', () => {
    expect(formatIsoDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatIsoDate('2026-09-03')).toBe('3 Sep 2026');
    expect(formatIsoDate('not a date')).toBe('not a date');
    for (const typed of [
      '21/11/2026',
      '21.11.2026',
      '21-11-26',
      '21 Nov 2026',
      '21 november 2026',
      '2026-11-21',
    ]) {
      const date = parseDisplayDate(typed);
      expect(date && toIsoDate(date), typed).toBe('2026-11-21');
    }
    for (const typed of ['31/02/2026', '13/13/2026', '21 Foo 2026', 'tomorrow', '']) {
      expect(parseDisplayDate(typed), typed).toBeUndefined();
    }
  });
});

describe('DatePicker', () => {
  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <DatePicker label="Start date" value="2026-11-21" hint="The first day on the site" required />
        <DatePicker label="End date" value={null} error="Choose an end date" />
        <DatePicker label="Booked on" value="2026-11-02" disabled />
        <DateRangePicker label="Campaign dates" value={{ start: '2026-11-02', end: '2026-11-29' }} />
      </form>,
    );
    await expectNoAxeViolations(container);

    await user.click(openCalendar('Open calendar, Start date'));
    await screen.findByRole('grid');
    await expectNoAxeViolations(document.body);
  });

  it('shows the ISO value as a British date, labelled and described', () => {
    render(
      <DatePicker
        label="Start date"
        value="2026-11-21"
        hint="The first day on the site"
        error="Must be after the brief"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Start date/ });
    expect(input).toHaveValue('21 Nov 2026');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The first day on the site Must be after the brief');
    expect(openCalendar('Open calendar, Start date')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the calendar on the chosen date and picks another with the keyboard', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledDate onValueChange={handleValueChange} />);

    await user.click(openCalendar());
    const calendar = await screen.findByRole('application', { name: 'Calendar, Start date' });
    expect(within(calendar).getByRole('grid')).toBeInTheDocument();
    const chosen = within(calendar).getByRole('button', { name: /21 November 2026/ });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(within(calendar).getByRole('button', { name: 'November 2026, choose month' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: /22 November 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /29 November 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(handleValueChange).toHaveBeenLastCalledWith('2026-11-29');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-29');
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('29 Nov 2026'),
    );
  });

  it('closes on Escape and gives focus back to the calendar button', async () => {
    const user = userEvent.setup();
    render(<ControlledDate />);
    await user.click(openCalendar());
    await screen.findByRole('application');
    await waitFor(() => expect(screen.getByRole('button', { name: /21 November 2026/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    await waitFor(() => expect(openCalendar()).toHaveFocus());
  });

  it('moves between months and through the month view', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledDate onValueChange={handleValueChange} />);
    await user.click(openCalendar());
    const calendar = await screen.findByRole('application');

    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('button', { name: 'December 2026, choose month' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    await user.click(within(calendar).getByRole('button', { name: 'November 2026, choose month' }));
    await user.click(within(calendar).getByRole('button', { name: 'February 2026' }));
    expect(within(calendar).getByRole('button', { name: 'February 2026, choose month' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: /10 February 2026/ }));
    expect(handleValueChange).toHaveBeenLastCalledWith('2026-02-10');
  });

  it('takes a typed date on Enter', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledDate initial={null} onValueChange={handleValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.click(input);
    await user.keyboard('05/12/2026{Enter}');
    expect(handleValueChange).toHaveBeenLastCalledWith('2026-12-05');
    await user.tab();
    await waitFor(() => expect(input).toHaveValue('5 Dec 2026'));
  });

  it('keeps typed text that is no date, says so, and never swaps it for another date (issue 15)', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    const handleTextError = vi.fn();
    render(<TypedDate onValueChange={handleValueChange} onTextError={handleTextError} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    // Typed over the date (emptying the field first would clear the value: the user's own doing).
    await user.tripleClick(input);
    await user.keyboard('31/02/2027');
    await user.tab();
    expect(input).toHaveValue('31/02/2027');
    expect(input).toHaveAccessibleDescription('“31/02/2027” is not a date: type one such as 10 Jan 2027');
    expect(handleTextError).toHaveBeenLastCalledWith(
      '“31/02/2027” is not a date: type one such as 10 Jan 2027',
    );
    expect(handleValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-21');
    // Enter does not pick the calendar's day either.
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('31/02/2027');
    expect(handleValueChange).not.toHaveBeenCalled();
    // Mended, it is read as a date and the message goes.
    await user.clear(input);
    await user.type(input, '28/02/2027');
    await user.tab();
    expect(handleValueChange).toHaveBeenLastCalledWith('2027-02-28');
    expect(handleTextError).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(input).toHaveValue('28 Feb 2027'));
    expect(screen.queryByText(/is not a date/)).not.toBeInTheDocument();
  });

  it('clears with the clear button', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledDate onValueChange={handleValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear Start date' }));
    expect(handleValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('refuses dates outside min and max', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledDate min="2026-11-10" max="2026-11-25" onValueChange={handleValueChange} />);
    await user.click(openCalendar());
    const calendar = await screen.findByRole('application');
    const tooEarly = within(calendar).getByRole('button', { name: /\D9 November 2026/ });
    expect(tooEarly).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(tooEarly);
    expect(handleValueChange).not.toHaveBeenCalled();
  });

  it('cannot be opened or typed into when disabled', () => {
    render(<DatePicker label="Booked on" value="2026-11-02" disabled />);
    expect(screen.getByRole('textbox', { name: 'Booked on' })).toBeDisabled();
    expect(openCalendar()).toBeDisabled();
  });
});

describe('DateRangePicker', () => {
  it('is a named group of a start and an end input', () => {
    render(
      <DateRangePicker
        label="Campaign dates"
        value={{ start: '2026-11-02', end: '2026-11-29' }}
        hint="Four weeks at most"
      />,
    );
    const group = screen.getByRole('group', { name: 'Campaign dates' });
    const start = within(group).getByRole('textbox', { name: 'Start date' });
    expect(start).toHaveValue('2 Nov 2026');
    expect(start).toHaveAccessibleDescription('Four weeks at most');
    expect(within(group).getByRole('textbox', { name: 'End date' })).toHaveValue('29 Nov 2026');
  });

  it('picks a start, then an end, from one calendar', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<ControlledRange onValueChange={handleValueChange} />);
    await user.click(openCalendar('Open calendar, Campaign dates'));
    const calendar = await screen.findByRole('application', { name: 'Calendar, Campaign dates' });
    // Nothing chosen yet: the calendar opens on today's month; go to a fixed one through the month view.
    const heading = within(calendar).getAllByRole('button', { name: /, choose month$/ })[0];
    if (!heading) throw new Error('no heading');
    await user.click(heading);
    await user.click(within(calendar).getByRole('button', { name: /, choose year$/ }));
    await user.click(within(calendar).getByRole('button', { name: '2027' }));
    await user.click(within(calendar).getByRole('button', { name: 'March 2027' }));

    await user.click(within(calendar).getByRole('button', { name: /^Choose \w+,? 1 March 2027$/ }));
    expect(handleValueChange).toHaveBeenLastCalledWith({ start: '2027-03-01', end: null });
    await user.click(within(calendar).getByRole('button', { name: /28 March 2027/ }));
    expect(handleValueChange).toHaveBeenLastCalledWith({ start: '2027-03-01', end: '2027-03-28' });
    await waitFor(() => expect(screen.queryByRole('application')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('1 Mar 2027');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('28 Mar 2027');
  });

  it('starts a new range when one is already chosen, across months', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(
      <ControlledRange
        initial={{ start: '2026-11-02', end: '2026-11-29' }}
        onValueChange={handleValueChange}
      />,
    );
    await user.click(openCalendar('Open calendar, Campaign dates'));
    const calendar = await screen.findByRole('application');
    await user.click(within(calendar).getByRole('button', { name: /\D9 November 2026/ }));
    expect(handleValueChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: null });
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar).getByRole('button', { name: /\D6 December 2026/ }));
    expect(handleValueChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-12-06' });
  });
});
