import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '../auth/permissions';
import { RequirePermission } from '../auth/require-permission.decorator';
import { ListQueryDto } from '../common/listing/list-query.dto';
import { AuditService } from './audit.service';
import { AuditPage } from './audit.views';

@ApiTags('admin: audit log')
@Controller('admin/audit')
@RequirePermission(Permission.AuditRead)
export class AuditController {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log (admin only): creates, updates, deletes, toggles, exports, downloads',
  })
  @ApiOkResponse({ type: AuditPage })
  list(@Query() q: ListQueryDto): Promise<AuditPage> {
    return this.audit.list(q);
  }
}
