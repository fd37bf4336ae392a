import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import type { Principal } from '../platform/access/principal';
import { Authenticated } from '../platform/access/require-permission.decorator';
import { InboxCounts } from './dto/inbox.views';
import { InboxService } from './inbox.service';

@ApiTags('admin: inbox')
@Controller('admin/inbox-counts')
export class InboxCountsController {
  constructor(@Inject(InboxService) private readonly inbox: InboxService) {}

  @Get()
  @Authenticated()
  @Header('Cache-Control', 'private, max-age=60')
  @ApiOperation({
    summary:
      'New items per tab (the tab labels), only the tabs the caller may read; cacheable for a minute',
  })
  @ApiOkResponse({ type: InboxCounts })
  counts(@CurrentPrincipal() p: Principal): Promise<InboxCounts> {
    return this.inbox.counts(p);
  }
}
