import {
  CareerFormApplicationDto,
  JobsFormApplicationDto,
} from './applications/dto/submit-application.dto';
import { CreateContactDto } from './contacts/dto/create-contact.dto';
import { CreateRegistrationDto } from './registrations/dto/create-registration.dto';
import { rawSharedFields } from './platform/fields/shared-field-check';
import { CreateSubscriptionDto } from './subscriptions/dto/create-subscription.dto';

/**
 * The public forms check their name, e-mail, phone, message and captcha fields with the shared
 * decorators only (platform/fields/form-fields.ts), so those rules are the same on every form.
 */
describe('public form DTOs', () => {
  it.each(
    [
      CreateContactDto,
      CreateSubscriptionDto,
      CreateRegistrationDto,
      JobsFormApplicationDto,
      CareerFormApplicationDto,
    ].map((dto) => [dto.name, dto] as const),
  )('%s uses the shared field decorators', (_name, dto) => {
    expect(rawSharedFields(dto)).toEqual([]);
  });
});
