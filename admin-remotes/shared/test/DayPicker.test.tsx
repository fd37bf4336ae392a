import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayPicker } from '../src/ui/DayPicker';

function Harness(props: { onValue(v: string): void; initial?: string; withTime?: boolean }) {
  const [v, setV] = useState(props.initial ?? '');
  return (
    <label>
      Day
      <DayPicker
        value={v}
        withTime={props.withTime}
        onValue={(x) => {
          setV(x);
          props.onValue(x);
        }}
      />
    </label>
  );
}

/** The harness, once the field's code has arrived (it is fetched when a form first shows one). */
async function show(props: Parameters<typeof Harness>[0]) {
  render(<Harness {...props} />);
  return (await screen.findByLabelText('Day')) as HTMLInputElement;
}

function type(text: string) {
  const input = screen.getByLabelText('Day') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

describe('DayPicker: days as staff in India write them', () => {
  it('shows the day as dd/mm/yyyy and reads typed text day first: 05/12 is 5 December', async () => {
    const onValue = vi.fn();
    const field = await show({ onValue, initial: '2026-01-31' });
    expect(field.value).toBe('31/01/2026');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    const input = type('05/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-05');
    expect(input.value).toBe('05/12/2026');
  });

  it('takes a date without leading zeros or with dashes, and an ISO date pasted in', async () => {
    const onValue = vi.fn();
    await show({ onValue });
    type('5/1/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
    type('2026-02-28');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('takes a typed day when the field is left without Enter, and an emptied field as no day', async () => {
    const onValue = vi.fn();
    const input = await show({ onValue, initial: '2026-03-01' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '18/11/2026' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith('2026-11-18');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('ignores a day that does not exist', async () => {
    const onValue = vi.fn();
    await show({ onValue, initial: '2026-03-01' });
    type('31/02/2026');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('with a time: dd/mm/yyyy and a 12-hour time, given to the caller as wall-clock time', async () => {
    const onValue = vi.fn();
    const field = await show({ onValue, withTime: true, initial: '2026-11-27T18:45' });
    expect(field.value).toBe('27/11/2026 6:45 pm');
    type('05/12/2026 9:30 am');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-05T09:30');
  });
});
