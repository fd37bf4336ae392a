import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '../platform/access/permissions';
import { RequirePermission } from '../platform/access/require-permission.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ListRoute } from '../platform/listing/admin-routes';
import { AUDIT_ACTIONS } from './audit-actions';
import { AuditListQueryDto } from './audit-list-query.dto';
import { AuditService } from './audit.service';
import { AuditActionsResponse, AuditPage, auditActionGroups } from './audit.views';

@ApiTags('admin: audit log')
@Controller('admin/audit')
@RequirePermission(Permission.AuditRead)
export class AuditController {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  @ListRoute(
    'The audit log (admin only): sign-ins, account changes, creates, updates, deletes, toggles, exports, downloads; filter by user and action',
    AuditPage,
  )
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'A bad filter: unknown action, too long username, bad page or date',
  })
  list(@Query() q: AuditListQueryDto): Promise<AuditPage> {
    return this.audit.list(q);
  }

  @Get('actions')
  @ApiOperation({ summary: 'Every action the audit log records (the action filter’s choices)' })
  @ApiOkResponse({ type: AuditActionsResponse })
  actions(): AuditActionsResponse {
    return { actions: [...AUDIT_ACTIONS], groups: auditActionGroups() };
  }
}
