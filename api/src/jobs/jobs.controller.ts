import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/http/public.decorator';
import { PublicJobsResponse } from './dto/job.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Open positions for the careers page',
    description:
      "Active jobs only, newest posted first. Query parameters (e.g. the old client's status=active) are ignored: drafts, closed and inactive jobs are never listed.",
  })
  @ApiOkResponse({ type: PublicJobsResponse })
  async list(): Promise<PublicJobsResponse> {
    return { status: 'success', data: await this.jobs.listPublic() };
  }
}
