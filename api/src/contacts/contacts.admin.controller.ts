import { Controller, Inject, Ip, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import {
  RequirePermission,
  RequirePermissionInstead,
} from '../platform/access/require-permission.decorator';
import { sendCsv } from '../platform/csv/csv';
import {
  CsvExportRoute,
  DeleteRoute,
  DetailRoute,
  ListRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { ContactExportQueryDto, ContactListQueryDto } from '../inbox/dto/inbox-filters.dto';
import type { DeleteResponse } from '../platform/listing/page.views';
import { CONTACT_NOT_FOUND, ContactsService, NO_CONTACTS_IN_RANGE } from './contacts.service';
import { ContactDetail, ContactsPage } from './dto/contact.views';

@ApiTags('admin: contacts')
@Controller('admin/contacts')
@RequirePermission(Permission.ContactsRead)
export class ContactsAdminController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @ListRoute(
    'Contact submissions, newest first: page, search, IST date range, status',
    ContactsPage,
  )
  list(@Query() q: ContactListQueryDto): Promise<ContactsPage> {
    return this.contacts.list(q);
  }

  @CsvExportRoute(
    'CSV of the contact submissions the list shows (search, date range, status) or of the selected ids (streamed)',
    NO_CONTACTS_IN_RANGE,
  )
  async export(
    @Query() q: ContactExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await sendCsv(res, await this.contacts.export(q, p, ip));
  }

  @DetailRoute('One contact submission', ContactDetail)
  async detail(@IdParam() id: number): Promise<ContactDetail> {
    return { status: 'success', data: await this.contacts.get(id) };
  }

  @DeleteRoute(
    'Delete one contact submission (audited), e.g. when the person asks',
    CONTACT_NOT_FOUND,
  )
  @RequirePermissionInstead(Permission.ContactsDelete)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.contacts.delete(id, p, ip);
    return { success: true, message: 'Contact deleted successfully.' };
  }
}
