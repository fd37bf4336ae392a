import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../platform/http/routes';
import { PublicJobsResponse } from './dto/job.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  @PublicRead(
    {
      summary: 'Open positions for the careers page',
      description:
        "Active jobs only, newest posted first. Query parameters (e.g. the old client's status=active) are ignored: drafts, closed and inactive jobs are never listed.",
    },
    PublicJobsResponse,
    'no-cache',
  )
  async list(): Promise<PublicJobsResponse> {
    return { status: 'success', data: await this.jobs.listPublic() };
  }
}
