import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** First message per field, in the order the DTO declares its properties (the form's field order). */
export function flattenErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    const constraints = e.constraints ? Object.values(e.constraints) : [];
    if (constraints.length) {
      // class-validator runs a property's decorators bottom-up, so the last failed constraint is
      // the top-most decorator: write decorators in the order the messages should take precedence.
      out[key] = constraints[constraints.length - 1];
    }
    if (e.children?.length) Object.assign(out, flattenErrors(e.children, key));
  }
  return out;
}

/** The global pipe: whitelist, reject unknown fields, transform; 400 with `details` per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flattenErrors(errors);
      for (const [k, v] of Object.entries(details)) {
        if (/should not exist$/.test(v)) details[k] = `Unknown field "${k}".`;
      }
      const first = Object.values(details)[0] ?? 'The request is not valid.';
      return new BadRequestException({ message: first, details });
    },
  });
}
