import { Body, Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicFormRoute } from '../platform/fields/public-form-route';
import { ContactsService } from './contacts.service';
import { CONTACT_THANKS, CreateContactDto } from './dto/create-contact.dto';
import { SubmitResponse } from './dto/contact.views';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @PublicFormRoute({
    form: 'contacts',
    summary: 'Contact form submission (captcha verified on the server)',
    created: SubmitResponse,
    badRequest:
      "Invalid field (messages: 'Invalid email address.', 'Invalid phone number. It should be 10 digits.', the captcha's message)",
  })
  async create(@Body() dto: CreateContactDto): Promise<SubmitResponse> {
    await this.contacts.submit(dto);
    return { status: 'success', message: CONTACT_THANKS };
  }
}
