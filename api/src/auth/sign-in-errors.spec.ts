import { sessionIdle } from './sign-in-errors';

describe('the idle sign-out message', () => {
  const messageOf = (minutes: number) =>
    (sessionIdle(minutes).getResponse() as { message: string }).message;

  it('counts one minute in the singular and more in the plural', () => {
    expect(messageOf(1)).toBe(
      'You were logged out after 1 minute without activity. Please log in again.',
    );
    expect(messageOf(30)).toBe(
      'You were logged out after 30 minutes without activity. Please log in again.',
    );
  });
});
