import { Body, Controller, Inject } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../platform/errors/error-body';
import { SESSION_FULL } from '../sessions/sessions.service';
import { PublicFormRoute } from '../platform/fields/public-form-route';
import { CreateRegistrationDto, REGISTRATION_THANKS } from './dto/create-registration.dto';
import { RegistrationSubmitResponse } from './dto/registration.views';
import { RegistrationsService } from './registrations.service';

@ApiTags('registrations')
@Controller('registrations')
export class RegistrationsController {
  constructor(@Inject(RegistrationsService) private readonly regs: RegistrationsService) {}

  @PublicFormRoute({
    form: 'registrations',
    summary: 'Register for an information session (captcha verified on the server)',
    created: RegistrationSubmitResponse,
    badRequest:
      "Invalid field ('Invalid email address.', 'Invalid phone number. It should be 10 digits.', the captcha's message) or a session not open for registration",
  })
  @ApiConflictResponse({ type: ErrorBody, description: `SESSION_FULL: ${SESSION_FULL}` })
  async create(@Body() dto: CreateRegistrationDto): Promise<RegistrationSubmitResponse> {
    await this.regs.register(dto);
    return { status: 'success', message: REGISTRATION_THANKS };
  }
}
