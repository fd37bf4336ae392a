import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { FormRateLimit } from '../common/rate-limit/form-rate-limit.guard';
import { CreateRegistrationDto, REGISTRATION_THANKS } from './dto/create-registration.dto';
import { RegistrationSubmitResponse } from './dto/registration.views';
import { RegistrationsService } from './registrations.service';

@ApiTags('registrations')
@Controller('registrations')
export class RegistrationsController {
  constructor(@Inject(RegistrationsService) private readonly regs: RegistrationsService) {}

  @Post()
  @Public()
  @FormRateLimit('registrations')
  @HttpCode(201)
  @ApiOperation({ summary: 'Register for an information session (captcha verified on the server)' })
  @ApiCreatedResponse({ type: RegistrationSubmitResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      "Invalid field ('Invalid email address.', 'Invalid phone number. It should be 10 digits.', 'Please complete the reCAPTCHA.') or a session not open for registration",
  })
  async create(@Body() dto: CreateRegistrationDto): Promise<RegistrationSubmitResponse> {
    await this.regs.register(dto);
    return { status: 'success', message: REGISTRATION_THANKS };
  }
}
