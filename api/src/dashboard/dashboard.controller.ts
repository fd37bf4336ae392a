import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import { RequirePermission } from '../platform/access/require-permission.decorator';
import { DashboardService } from './dashboard.service';
import { DashboardResponse } from './dashboard.views';

@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
@RequirePermission(Permission.DashboardRead)
export class DashboardController {
  constructor(@Inject(DashboardService) private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary: 'Submissions per day for the last 30 days, for the areas the caller may read',
  })
  @ApiOkResponse({ type: DashboardResponse })
  figures(@CurrentPrincipal() p: Principal): Promise<DashboardResponse> {
    return this.dashboard.figures(p.permissions);
  }
}
