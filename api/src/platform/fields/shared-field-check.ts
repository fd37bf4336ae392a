import { getMetadataStorage } from 'class-validator';
import { SHARED_FIELDS, sharedFieldOf, type SharedFieldKind } from './form-fields';
import { EMAIL_PATTERN, PHONE_PATTERN } from './rules';

type Dto = abstract new (...args: never[]) => unknown;

/** The property names under which the public forms send a field that has a shared decorator. */
const SHARED_FIELD_NAMES: Readonly<Record<string, SharedFieldKind>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  phone_number: 'phone',
  message: 'message',
  captcha: 'captcha',
};

/** The class-validator checks on one property, e.g. "maxLength(254)", in a stable order. */
function checksOf(dto: Dto, property: string): string[] {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto as new () => unknown, '', true, false)
    .filter((m) => m.propertyName === property)
    .map((m) => `${m.name ?? m.type}(${(m.constraints ?? []).map(String).join(', ')})`)
    .sort();
}

function propertiesOf(dto: Dto): string[] {
  const all = getMetadataStorage()
    .getTargetValidationMetadatas(dto as new () => unknown, '', true, false)
    .map((m) => m.propertyName);
  return [...new Set(all)];
}

const sharedChecks = new Map<SharedFieldKind, string[]>();
/** The checks a shared decorator adds (the same whatever messages a form gives it). */
function checksOfShared(kind: SharedFieldKind): string[] {
  let checks = sharedChecks.get(kind);
  if (!checks) {
    class Probe {
      value?: unknown;
    }
    SHARED_FIELDS[kind]()(Probe.prototype, 'value');
    checks = checksOf(Probe, 'value');
    sharedChecks.set(kind, checks);
  }
  return checks;
}

/** Raw checks that only the shared decorators may make: an e-mail or phone rule of its own. */
function ownAddressOrPhoneRule(checks: string[]): boolean {
  const shared = [`matches(${EMAIL_PATTERN}, undefined)`, `matches(${PHONE_PATTERN}, undefined)`];
  return checks.some(
    (c) => /^(isEmail|isPhoneNumber|isMobilePhone)\(/.test(c) || shared.includes(c),
  );
}

/**
 * Where a public form's DTO checks a field with raw class-validator decorators although a shared
 * field decorator exists for it (form-fields.ts), or adds raw checks to a shared one. Empty when
 * every such field uses its shared decorator alone.
 */
export function rawSharedFields(dto: Dto): string[] {
  const problems: string[] = [];
  for (const property of propertiesOf(dto)) {
    const at = `${dto.name}.${property}`;
    const declared = sharedFieldOf(dto, property);
    const checks = checksOf(dto, property);
    const expected = SHARED_FIELD_NAMES[property];
    if (declared) {
      const own = checksOfShared(declared);
      if (checks.join() !== own.join())
        problems.push(`${at}: raw checks beside the shared ${declared} field: ${checks.join(' ')}`);
    } else if (expected) {
      problems.push(`${at}: raw class-validator checks; use the shared ${expected} field`);
    } else if (ownAddressOrPhoneRule(checks)) {
      problems.push(`${at}: its own e-mail or phone rule; use the shared email or phone field`);
    }
  }
  return problems;
}
