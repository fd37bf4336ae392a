import { csvRecord, guardCell } from './csv';

describe('csvRecord', () => {
  it('quotes every field (empty and null too), doubles quotes, ends with CRLF', () => {
    expect(csvRecord([1, 'a', '', null, undefined, 'say "hi"', 'line\nbreak'])).toBe(
      '"1","a","","","","say ""hi""","line\nbreak"\r\n',
    );
  });

  it('neutralises formulas before quoting', () => {
    expect(csvRecord(['=1+1', '+91 98', '-x', '@SUM(A1)', '\tx', '\rx', 'a=b'])).toBe(
      `"'=1+1","'+91 98","'-x","'@SUM(A1)","'\tx","'\rx","a=b"\r\n`,
    );
    expect(csvRecord(['="x"'])).toBe(`"'=""x"""\r\n`);
  });

  it('writes dates as ISO text', () => {
    expect(guardCell(new Date('2025-01-05T04:35:10Z'))).toBe('2025-01-05T04:35:10.000Z');
  });
});
