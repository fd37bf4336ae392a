import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/http/public.decorator';
import { PublicSessionsResponse } from './dto/session.dto';
import { SessionsService } from './sessions.service';

@ApiTags('sessions')
@Controller('sessions')
export class SessionsController {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Upcoming information sessions (active, not yet ended, soonest first)' })
  @ApiOkResponse({ type: PublicSessionsResponse })
  async list(): Promise<PublicSessionsResponse> {
    return { success: true, sessions: await this.sessions.listPublic() };
  }
}
