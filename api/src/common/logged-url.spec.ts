import { loggedUrl } from './logged-url';

describe('loggedUrl', () => {
  it('hides every token of a mail link and keeps the rest of the URL', () => {
    expect(loggedUrl('/api/subscriptions/unsubscribe?token=abc.def&x=1')).toBe(
      '/api/subscriptions/unsubscribe?token=[redacted]&x=1',
    );
    expect(loggedUrl('/a?x=1&token=t1&token=t2')).toBe('/a?x=1&token=[redacted]&token=[redacted]');
  });

  it('leaves a URL without a token as it is', () => {
    expect(loggedUrl('/api/sessions?page=2')).toBe('/api/sessions?page=2');
    expect(loggedUrl(undefined)).toBe('');
  });
});
