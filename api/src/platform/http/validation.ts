import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '../errors/error-code';

/** Rules whose failure means "missing", not "wrong". */
const REQUIRED_RULES = new Set(['isNotEmpty', 'isDefined']);

/** First message per field, in the order the DTO declares its properties (the form's field order). */
export function flattenErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(firstFailures(errors, prefix)).map(([k, f]) => [k, f.message]),
  );
}

/** The first failing rule per field: its message and its code. */
function firstFailures(
  errors: ValidationError[],
  prefix = '',
): Record<string, { message: string; code: ErrorCode }> {
  const out: Record<string, { message: string; code: ErrorCode }> = {};
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    const constraints = e.constraints ? Object.entries(e.constraints) : [];
    if (constraints.length) {
      // class-validator runs a property's decorators bottom-up, so the last failed constraint is
      // the top-most decorator: write decorators in the order the messages should take precedence.
      const [rule, message] = constraints[constraints.length - 1];
      out[key] = { message, code: ruleCode(e.property, rule) };
    }
    if (e.children?.length) Object.assign(out, firstFailures(e.children, key));
  }
  return out;
}

function ruleCode(property: string, rule: string): ErrorCode {
  if (rule === 'whitelistValidation') return ErrorCode.UnknownField;
  // Every form names its captcha solution `captcha`; its rules only check that one was sent.
  if (property === 'captcha') return ErrorCode.CaptchaRequired;
  return REQUIRED_RULES.has(rule) ? ErrorCode.FieldRequired : ErrorCode.FieldInvalid;
}

/** The global pipe: whitelist, reject unknown fields, transform; 400 with `details` per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const failures = firstFailures(errors);
      const details: Record<string, string> = {};
      const detailCodes: Record<string, ErrorCode> = {};
      for (const [k, f] of Object.entries(failures)) {
        const unknown = f.code === ErrorCode.UnknownField || /should not exist$/.test(f.message);
        details[k] = unknown ? `Unknown field "${k}".` : f.message;
        detailCodes[k] = unknown ? ErrorCode.UnknownField : f.code;
      }
      const first = Object.values(details)[0] ?? 'The request is not valid.';
      return new BadRequestException({
        message: first,
        code: ErrorCode.ValidationFailed,
        details,
        detailCodes,
      });
    },
  });
}
