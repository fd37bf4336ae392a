import { describe, expect, it } from 'vitest';
import { countOfTab } from '../src/inboxCounts';

// When the counts are asked for: admin-remotes/shared/test/inboxCounts.test.ts (the one store).
describe('countOfTab', () => {
  it('names the count of the three inbox tabs, and none of the others', () => {
    expect(countOfTab('contacts')).toBe('contacts');
    expect(countOfTab('registrations')).toBe('registrations');
    expect(countOfTab('career-applications')).toBe('applications');
    expect(countOfTab('sessions')).toBeUndefined();
    expect(countOfTab('toString')).toBeUndefined();
  });
});
