import { plainToInstance } from 'class-transformer';
import { Trim } from './trim.decorator';

class Form {
  @Trim() name?: unknown;
  @Trim({ blank: undefined }) optional?: unknown;
  @Trim({ blank: null }) clearable?: unknown;
}

const read = (plain: Record<string, unknown>) => plainToInstance(Form, plain);

describe('Trim', () => {
  it('trims text and leaves other types for the validators', () => {
    expect(read({ name: '  Asha  ', optional: 5, clearable: ['x'] })).toMatchObject({
      name: 'Asha',
      optional: 5,
      clearable: ['x'],
    });
  });

  it('turns a value of only spaces into what the field declares', () => {
    const form = read({ name: '   ', optional: '  ', clearable: ' ' });
    expect(form.name).toBe('');
    expect(form.optional).toBeUndefined();
    expect(form.clearable).toBeNull();
  });
});
