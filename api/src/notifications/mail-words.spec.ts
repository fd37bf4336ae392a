import { MAIL_KINDS } from './mail-message';
import { MAIL_KIND_WORDS, mailProblem } from './mail-words';

describe('the outbox in words', () => {
  it.each(MAIL_KINDS.map((k) => [k]))('%s has words of its own', (kind) => {
    expect(MAIL_KIND_WORDS[kind]).toMatch(/^[A-Z][a-z]/);
    expect(MAIL_KIND_WORDS[kind]).not.toContain('.');
  });

  it('says what to do about a failure, and nothing when there was none', () => {
    expect(mailProblem(null, 'sent')).toBeNull();
    expect(mailProblem('connect ECONNREFUSED 127.0.0.1:25', 'failed')).toMatch(
      /could not be reached.*SMTP settings/,
    );
    expect(mailProblem('550 5.1.1 <x@example.com>: Recipient address rejected', 'failed')).toMatch(
      /refused the address/,
    );
    expect(mailProblem('535 5.7.8 Authentication failed', 'failed')).toMatch(/sign-in/);
    expect(mailProblem('Delivery was interrupted on the last attempt; …', 'failed')).toMatch(
      /may or may not have arrived/,
    );
    expect(mailProblem('something odd', 'sent')).toMatch(/^An earlier attempt failed/);
  });
});
