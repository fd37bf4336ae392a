/**
 * A day (or a day and time) as staff in India write it, dd/mm/yyyy (the field and its reasons are
 * in ./DayPickerInput.tsx). The field's code, antd's date picker with dayjs, is fetched when a
 * form first shows one, not with the panel: until it arrives the form holds a box of the
 * field's size, so nothing moves and nothing can be typed into a box that is about to be replaced.
 */
import { lazy, Suspense } from 'react';
import type { DayPickerProps } from './DayPickerInput';

export type { DayPickerProps };

const DayPickerInput = lazy(() =>
  import('./DayPickerInput').then((m) => ({ default: m.DayPickerInput })),
);

export function DayPicker(props: DayPickerProps) {
  return (
    <Suspense
      fallback={
        // The field's own frame around a box of the picker's size.
        <span
          className="kv-day-picker kv-day-picker--loading"
          aria-busy="true"
          style={{ display: 'inline-block' }}
        >
          <span style={{ display: 'block', width: props.withTime ? 210 : 150, height: 32 }} />
        </span>
      }
    >
      <DayPickerInput {...props} />
    </Suspense>
  );
}
