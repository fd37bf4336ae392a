import { ValidateBy, type ValidationOptions } from 'class-validator';
import { hasHiddenCharacter } from './rules';

/** The rule's name in class-validator's errors (and in the check that every address has it). */
export const NO_HIDDEN_CHARACTERS = 'noHiddenCharacters';

/**
 * Refuses text holding a control or invisible character (rules.ts, HIDDEN_CHARACTER): every
 * e-mail address field and every field that names a sign-in carries it, so an address is stored
 * and searched as it shows. Anything but a string passes (IsString refuses it with its message).
 */
export const NoHiddenCharacters = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: NO_HIDDEN_CHARACTERS,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacter(value),
      },
    },
    options,
  );
