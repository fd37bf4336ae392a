import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { FormRateLimit } from '../common/rate-limit/form-rate-limit.guard';
import { ContactsService } from './contacts.service';
import { CONTACT_THANKS, CreateContactDto } from './dto/create-contact.dto';
import { SubmitResponse } from './dto/contact.views';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @Post()
  @Public()
  @FormRateLimit('contacts')
  @HttpCode(201)
  @ApiOperation({ summary: 'Contact form submission (captcha verified on the server)' })
  @ApiCreatedResponse({ type: SubmitResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      "Invalid field (messages: 'Invalid email address.', 'Invalid phone number. It should be 10 digits.', 'Please complete the reCAPTCHA.')",
  })
  async create(@Body() dto: CreateContactDto): Promise<SubmitResponse> {
    await this.contacts.submit(dto);
    return { status: 'success', message: CONTACT_THANKS };
  }
}
