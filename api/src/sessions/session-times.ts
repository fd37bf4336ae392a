/** A session's times as the text shown (and snapshotted by registrations). */

/** "14:05" or "14:05:00" → "2:05 PM". */
function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The `time` text of a session: "11:00 AM – 12:30 PM IST". */
export function timesLabel(start: string, end: string): string {
  return `${clockLabel(start)} – ${clockLabel(end)} IST`;
}
