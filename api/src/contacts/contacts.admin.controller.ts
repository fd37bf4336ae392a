import { Controller, Get, Inject, Ip, Param, Query, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../auth/auth.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Permission } from '../auth/permissions';
import { RequirePermission } from '../auth/require-permission.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { IdParamPipe } from '../common/listing/id-param.pipe';
import { ListQueryDto } from '../common/listing/list-query.dto';
import { ContactsService, NO_CONTACTS_IN_RANGE } from './contacts.service';
import { ContactDetail, ContactsExportQueryDto, ContactsPage } from './dto/contact.views';

@ApiTags('admin: contacts')
@Controller('admin/contacts')
@RequirePermission(Permission.ContactsRead)
export class ContactsAdminController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: 'Contact submissions, newest first: page, search, IST date range' })
  @ApiOkResponse({ type: ContactsPage })
  list(@Query() q: ListQueryDto): Promise<ContactsPage> {
    return this.contacts.list(q);
  }

  @Get('export')
  @ApiOperation({ summary: 'CSV of the contact submissions in a date range (streamed)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment; X-Record-Count header' })
  @ApiNotFoundResponse({ type: ErrorBody, description: NO_CONTACTS_IN_RANGE })
  async export(
    @Query() q: ContactsExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await this.contacts.export(q, res, p, ip);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact submission' })
  @ApiOkResponse({ type: ContactDetail })
  @ApiNotFoundResponse({ type: ErrorBody })
  async detail(@Param('id', IdParamPipe) id: number): Promise<ContactDetail> {
    return { status: 'success', data: await this.contacts.get(id) };
  }
}
