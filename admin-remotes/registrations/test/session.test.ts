import { describe, expect, it } from 'vitest';
import { sessionFromUrl } from '../src/Tab';

describe('the session a link opens Registration Details with', () => {
  it('takes ?session=<id> when it is a session id, and nothing else', () => {
    expect(sessionFromUrl('?tab=registrations&session=42')).toBe('42');
    expect(sessionFromUrl('?tab=registrations')).toBe('');
    for (const bad of ['0', '-3', '4.5', '12abc', '2147483648', '%20', ''])
      expect(sessionFromUrl(`?session=${bad}`)).toBe('');
  });
});
