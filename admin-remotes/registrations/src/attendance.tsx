/**
 * Attendance of a registration (Registered, Attended, No-show, Cancelled), beside its inbox
 * status: a select in the list and in the details, saved at once (PATCH …/attendance). The
 * choice shows until the list reloads with it.
 */
import {
  api,
  failureSentence,
  MESSAGE_TIMEOUTS,
  NativeSelect,
  unwrap,
  type ShowMessage,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { useCallback, useState } from 'react';

export type Attendance = Schemas['Attendance'];

const ATTENDANCE_LABEL: Record<Attendance, string> = {
  registered: 'Registered',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};
const OPTIONS = (Object.keys(ATTENDANCE_LABEL) as Attendance[]).map((value) => ({
  value,
  label: ATTENDANCE_LABEL[value],
}));

export interface AttendanceState {
  /** The attendance shown for a registration: the one just chosen, else the row's. */
  of: (r: { id: number; attendance: Attendance }) => Attendance;
  set: (r: { id: number; name: string }, next: Attendance) => void;
  saving: number | null;
}

export function useAttendance(show: ShowMessage): AttendanceState {
  const [chosen, setChosen] = useState<Record<number, Attendance>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const set = useCallback(
    async (r: { id: number; name: string }, next: Attendance) => {
      setSaving(r.id);
      try {
        await unwrap(
          api.PATCH('/api/admin/registrations/{id}/attendance', {
            params: { path: { id: r.id } },
            body: { attendance: next },
          }),
        );
        setChosen((c) => ({ ...c, [r.id]: next }));
        show(`${r.name}: marked as ${ATTENDANCE_LABEL[next]}.`, MESSAGE_TIMEOUTS.sessionAdmin);
      } catch (e) {
        show(`Error saving attendance: ${failureSentence(e)}`, MESSAGE_TIMEOUTS.sessionAdmin);
      } finally {
        setSaving(null);
      }
    },
    [show],
  );
  return {
    of: (r) => chosen[r.id] ?? r.attendance,
    set: (r, next) => void set(r, next),
    saving,
  };
}

export function AttendanceSelect({
  row,
  state,
}: {
  row: { id: number; name: string; attendance: Attendance };
  state: AttendanceState;
}) {
  const value = state.of(row);
  return (
    <NativeSelect
      className={`kv-attendance-select kv-attendance-select--${value}`}
      aria-label={`Attendance of ${row.name}`}
      value={value}
      disabled={state.saving === row.id}
      options={OPTIONS}
      onChange={(e) => state.set(row, e.target.value as Attendance)}
    />
  );
}
