import { TIME_ZONE } from '../platform/dates/ist';

/** The body's paragraphs: blank lines separate them; blank paragraphs are dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `3:07 pm IST`: the time of a change as the conflict message names it. */
export function istClock(at: Date): string {
  const parts = CLOCK.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} IST`;
}
