import { normalizeExperience, normalizeNoticePeriod } from './application.constants';
import { resumeFileName } from './application-resumes';
import { uploadError } from './resume-upload.interceptor';

describe('experience and notice period spellings', () => {
  it.each([
    ['6 months', '6m'],
    ['6month', '6m'],
    [' 1 Year ', '1y'],
    ['1year', '1y'],
    ['2 years', '2y'],
    ['2years', '2y'],
    ['3+ years', '3y+'],
    ['3+years', '3y+'],
    ['3y+', '3y+'],
  ])('experience %j → %s', (input, key) => expect(normalizeExperience(input)).toBe(key));

  it.each([
    ['Immediate', 'immediate'],
    ['immediate', 'immediate'],
    ['1 Month', '1m'],
    ['1month', '1m'],
    ['2 Months', '2m'],
    ['2months', '2m'],
    ['3 Months', '3m'],
    ['3months', '3m'],
  ])('notice %j → %s', (input, key) => expect(normalizeNoticePeriod(input)).toBe(key));

  it('leaves unknown values (trimmed) and non-strings for the validators to refuse', () => {
    expect(normalizeExperience(' 10 years ')).toBe('10 years');
    expect(normalizeNoticePeriod(['1m'])).toEqual(['1m']);
    expect(normalizeExperience(undefined)).toBeUndefined();
  });
});

describe('resumeFileName', () => {
  it('joins first and last name with underscores, spaces replaced', () => {
    expect(resumeFileName('Asha', 'Rao', 'pdf')).toBe('Asha_Rao_Resume.pdf');
    expect(resumeFileName(' Mary  Ann ', 'De Souza', 'docx')).toBe('Mary_Ann_De_Souza_Resume.docx');
  });
});

describe('uploadError', () => {
  const code = (c: string, field?: string) =>
    uploadError(Object.assign(new Error(c), { code: c, field }));
  it('maps multer limits to readable 4xx answers', () => {
    expect(code('LIMIT_FILE_SIZE').getStatus()).toBe(413);
    expect(code('LIMIT_FILE_SIZE').getResponse()).toMatchObject({
      message: 'The resume must be 5 MB or smaller.',
    });
    expect(code('LIMIT_UNEXPECTED_FILE', 'photo').getResponse()).toMatchObject({
      message: 'Unknown field "photo".',
    });
    expect(code('LIMIT_UNEXPECTED_FILE', 'resume').getResponse()).toMatchObject({
      message: 'Send one resume file only.',
    });
    expect(code('LIMIT_FIELD_VALUE', 'email').getResponse()).toMatchObject({
      message: 'email is too long.',
    });
    expect(code('LIMIT_PART_COUNT').getStatus()).toBe(400);
  });
  it('answers anything else from the parser (truncated, malformed) with 400', () => {
    const e = uploadError(new Error('Unexpected end of form'));
    expect(e.getStatus()).toBe(400);
  });
});
