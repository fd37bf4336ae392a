import { getMetadataStorage } from 'class-validator';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NO_HIDDEN_CHARACTERS } from './hidden-characters';
import { EMAIL_PATTERN, hasHiddenCharacter, USERNAME_PATTERN } from './rules';

const SRC = join(__dirname, '..', '..');

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

/** Every file that declares request DTOs: `*.dto.ts` and whatever else sits in a dto folder. */
function dtoFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ts$/.test(f) && !/spec\.ts$/.test(f))
    .filter((f) => /\.dto\.ts$/.test(f) || /(^|\/)dto\//.test(f))
    .map((f) => join(SRC, f));
}

describe('hidden characters in e-mail addresses and sign-in names', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u001f'],
    ['DEL', '\u007f'],
    ['NEXT LINE', '\u0085'],
    ['a C1 control', '\u009f'],
    ['SOFT HYPHEN', '\u00ad'],
    ['ZERO WIDTH SPACE', '\u200b'],
    ['ZERO WIDTH NON-JOINER', '\u200c'],
    ['ZERO WIDTH JOINER', '\u200d'],
    ['LEFT-TO-RIGHT MARK', '\u200e'],
    ['RIGHT-TO-LEFT MARK', '\u200f'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['WORD JOINER', '\u2060'],
    ['INVISIBLE PLUS', '\u2064'],
    ['a variation selector', '\ufe0f'],
    ['BYTE ORDER MARK', '\ufeff'],
    ['a private-use character', '\ue000'],
    ['a lone surrogate', '\ud800'],
    ['a tag character', '\u{e0041}'],
  ])('finds %s', (_name, c) => {
    expect(hasHiddenCharacter(`asha${c}@example.com`)).toBe(true);
    expect(hasHiddenCharacter(`${c}asha@example.com`)).toBe(true);
  });

  it('passes addresses people write, in any script', () => {
    for (const address of [
      'asha.rao+news@example.co.in',
      'o’brien@example.ie',
      'अनुराग@उदाहरण.भारत',
      'müller@bücher.de',
    ])
      expect(hasHiddenCharacter(address)).toBe(false);
  });

  it('every DTO field that takes an e-mail address or a sign-in name refuses them', async () => {
    for (const file of dtoFiles()) await import(file);
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<object, ValidationMetadata[]>;
    };
    const fields = new Map<string, ValidationMetadata[]>();
    for (const [target, rules] of storage.validationMetadatas) {
      // List filters search what is stored (the audit log keeps what a sign-in typed): only what
      // is stored, or signs in, is held to the rule.
      if ((target as { name: string }).name.endsWith('QueryDto')) continue;
      for (const rule of rules) {
        const at = `${(target as { name: string }).name}.${rule.propertyName}`;
        fields.set(at, [...(fields.get(at) ?? []), rule]);
      }
    }
    const isRule = (r: ValidationMetadata, pattern: RegExp) =>
      r.name === 'matches' && String(r.constraints?.[0]) === String(pattern);
    const identities = [...fields].filter(
      ([at, rules]) =>
        /\.(email|username|login)$/.test(at) ||
        rules.some((r) => r.name === 'isEmail' || isRule(r, EMAIL_PATTERN)),
    );
    // The check sees the forms, the staff accounts, the sign-in and the privacy desk.
    expect(identities.map(([at]) => at)).toEqual(
      expect.arrayContaining([
        'CreateContactDto.email',
        'CreateUserDto.email',
        'ChangeEmailDto.email',
        'LoginDto.username',
        'ForgotPasswordDto.login',
        'PrivacyAddressDto.email',
      ]),
    );
    const unchecked = identities
      .filter(
        ([, rules]) =>
          !rules.some((r) => r.name === NO_HIDDEN_CHARACTERS || isRule(r, USERNAME_PATTERN)),
      )
      .map(([at]) => at);
    expect(unchecked).toEqual([]);
  });
});
