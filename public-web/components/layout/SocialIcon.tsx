/** Simple monochrome social icons (original drawings, currentColor). */
const PATHS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  YouTube:
    'M22 8.2c-.2-1.4-1.2-2.4-2.6-2.6C17.1 5.3 12 5.3 12 5.3s-5.1 0-7.4.3C3.2 5.8 2.2 6.8 2 8.2 1.7 10.5 1.7 12 1.7 12s0 1.5.3 3.8c.2 1.4 1.2 2.4 2.6 2.6 2.3.3 7.4.3 7.4.3s5.1 0 7.4-.3c1.4-.2 2.4-1.2 2.6-2.6.3-2.3.3-3.8.3-3.8s0-1.5-.3-3.8zM10 15.2V8.8l5.3 3.2L10 15.2z',
  Instagram:
    'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8.2a3.2 3.2 0 110-6.4 3.2 3.2 0 010 6.4zM17.3 5.5a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM16.5 2h-9A5.5 5.5 0 002 7.5v9A5.5 5.5 0 007.5 22h9a5.5 5.5 0 005.5-5.5v-9A5.5 5.5 0 0016.5 2zm3.7 14.5a3.7 3.7 0 01-3.7 3.7h-9a3.7 3.7 0 01-3.7-3.7v-9a3.7 3.7 0 013.7-3.7h9a3.7 3.7 0 013.7 3.7v9z',
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4V9.5z',
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name] ?? ''} />
    </svg>
  );
}
