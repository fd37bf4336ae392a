import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../platform/http/routes';
import { PublicSessionsResponse } from './dto/session.dto';
import { SessionsService } from './sessions.service';

@ApiTags('sessions')
@Controller('sessions')
export class SessionsController {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @PublicRead(
    'Upcoming information sessions (active, not yet ended, soonest first)',
    PublicSessionsResponse,
    'no-cache',
  )
  async list(): Promise<PublicSessionsResponse> {
    return { success: true, sessions: await this.sessions.listPublic() };
  }
}
