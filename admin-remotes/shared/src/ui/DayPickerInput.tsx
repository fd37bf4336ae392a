/**
 * DayPicker's field (./DayPicker.tsx), fetched when a form first shows one: antd's date picker
 * with dayjs is 34 KB gzip, which most tabs need only once one of their forms is open.
 *
 * A day (or a day and time) as staff in India write it: dd/mm/yyyy, whatever the browser's
 * language — a native date input shows mm/dd/yyyy in an en-US browser, and 05/12 is then
 * read the wrong way round. The value stays what the API takes: 'YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:mm' (a wall-clock time, read as India time by the caller), '' when empty.
 * Typed text is read day first; an ISO date typed or pasted is taken too. Any day may be
 * chosen: a range the wrong way round is the form's to explain in words, as a picker that
 * silently refused a typed day would not.
 */
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useRef } from 'react';

dayjs.extend(customParseFormat);

const DAY_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'YYYY-MM-DD'];
const TIME_FORMATS = [
  'DD/MM/YYYY h:mm a',
  'D/M/YYYY h:mm a',
  'DD/MM/YYYY HH:mm',
  'YYYY-MM-DDTHH:mm',
];
const DAY_VALUE = 'YYYY-MM-DD';
const TIME_VALUE = 'YYYY-MM-DDTHH:mm';

function toDayjs(value: string | undefined, valueFormat: string): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value, valueFormat, true);
  return d.isValid() ? d : null;
}

/** Typed text read day first (or ISO), as the value the caller takes; null if not a day. */
function parseTyped(text: string, withTime: boolean): string | null {
  const formats = withTime ? TIME_FORMATS : DAY_FORMATS;
  const d = dayjs(text.trim(), formats, true);
  return d.isValid() ? d.format(withTime ? TIME_VALUE : DAY_VALUE) : null;
}

export interface DayPickerProps {
  /** 'YYYY-MM-DD' (or 'YYYY-MM-DDTHH:mm' with `withTime`), '' when empty. */
  value: string;
  onValue(value: string): void;
  /** Also a time of day, 12-hour, to the minute. */
  withTime?: boolean;
  id?: string;
  name?: string;
  status?: 'error';
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function DayPickerInput({
  value,
  onValue,
  withTime = false,
  readOnly,
  disabled,
  ...rest
}: DayPickerProps) {
  const valueFormat = withTime ? TIME_VALUE : DAY_VALUE;
  // The picker takes typed text on Enter only; staff also type a day and Tab or click on, and
  // the field must then hold what it showed. The text is caught on its way in (capture), as
  // the picker may have put its own text back by the time it reports the blur. Text that is
  // not a day is left for the picker to put back.
  const typed = useRef<string | null>(null);
  const commitTyped = () => {
    const text = typed.current;
    typed.current = null;
    if (text === null) return;
    const day = text.trim() === '' ? '' : parseTyped(text, withTime);
    if (day !== null && day !== value) onValue(day);
  };
  return (
    <span
      className="kv-day-picker"
      style={{ display: 'inline-block' }}
      onChangeCapture={(e) => {
        typed.current = (e.target as HTMLInputElement).value;
      }}
      onBlurCapture={commitTyped}
    >
      <DatePicker
        {...rest}
        value={toDayjs(value, valueFormat)}
        onChange={(d: Dayjs | null) => {
          // Chosen in the calendar, cleared, or typed and Enter: that is the value now.
          typed.current = null;
          onValue(d ? d.format(valueFormat) : '');
        }}
        format={withTime ? TIME_FORMATS : DAY_FORMATS}
        placeholder={withTime ? 'dd/mm/yyyy hh:mm am' : 'dd/mm/yyyy'}
        showTime={withTime ? { format: 'h:mm a', use12Hours: true, minuteStep: 5 } : false}
        disabled={disabled}
        inputReadOnly={readOnly}
        open={readOnly ? false : undefined}
        allowClear={!readOnly}
        needConfirm={false}
        style={{ width: withTime ? 210 : 150 }}
      />
    </span>
  );
}
