import { anonymise, ERASED_MARKER, mentionsAddress } from './address-match';

describe('mentionsAddress', () => {
  it('finds the whole address in any case', () => {
    expect(mentionsAddress('a@x.com', 'a@x.com')).toBe(true);
    expect(mentionsAddress('failed login for A@X.COM.', 'a@x.com')).toBe(true);
    expect(mentionsAddress('<a@x.com>', 'a@x.com')).toBe(true);
  });

  it('does not find it inside a neighbour address', () => {
    expect(mentionsAddress('aa@x.com', 'a@x.com')).toBe(false);
    expect(mentionsAddress('b.a@x.com', 'a@x.com')).toBe(false);
    expect(mentionsAddress('a@x.com.au', 'a@x.com')).toBe(false);
    expect(mentionsAddress('a@x.community', 'a@x.com')).toBe(false);
    expect(mentionsAddress(null, 'a@x.com')).toBe(false);
  });

  it('takes regular-expression characters literally', () => {
    expect(mentionsAddress('a+b@x.com', 'a+b@x.com')).toBe(true);
    expect(mentionsAddress('aab@x.com', 'a+b@x.com')).toBe(false);
    expect(mentionsAddress('a.b@xycom', 'a.b@x.com')).toBe(false);
  });
});

describe('anonymise', () => {
  it('replaces the address and the names, longest name first, and nothing else', () => {
    expect(anonymise('application #12 Asha Rao', 'asha@x.com', ['Asha', 'Asha Rao'])).toBe(
      `application #12 ${ERASED_MARKER}`,
    );
    expect(anonymise('Asha@X.com wrote to aa@x.com', 'asha@x.com', [])).toBe(
      `${ERASED_MARKER} wrote to aa@x.com`,
    );
    expect(anonymise('Ashaji and asha', 'q@x.com', ['Asha', 'A'])).toBe(
      `Ashaji and ${ERASED_MARKER}`,
    );
  });
});
