import { applyDecorators } from '@nestjs/common';

/**
 * Composes decorators as if they were written one above the other, top first:
 * they are applied bottom-up, as TypeScript applies stacked decorators, so the order in which
 * the messages take precedence (see platform/http/validation.ts) is the order written here.
 * (applyDecorators alone applies them top-down.)
 */
export const Stacked = (
  ...decorators: Array<ClassDecorator | MethodDecorator | PropertyDecorator>
): ReturnType<typeof applyDecorators> => applyDecorators(...[...decorators].reverse());
