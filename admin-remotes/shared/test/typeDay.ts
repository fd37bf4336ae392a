import { fireEvent } from '@testing-library/react';

/** Types a day into a DayPicker as staff do ('05/12/2026', or with a time) and presses Enter. */
export function typeDay(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
