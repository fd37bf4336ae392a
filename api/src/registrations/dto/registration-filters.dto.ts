import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from '../../inbox/dto/inbox-filters.dto';
import { inboxQueryDtos } from '../../inbox/dto/inbox-kind-dtos';
import { Stacked } from '../../platform/fields/stacked';
import { SUBMISSION_STATUSES } from '../../submissions/inbox-status';

/** A session's id (the registrations' session link). */
const SessionIdFilter = () =>
  Stacked(
    ApiPropertyOptional({
      minimum: 1,
      description: 'Only registrations for this session (empty once a session was deleted)',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'sessionId must be a whole number.' }),
    Min(1, { message: 'sessionId must be a whole number.' }),
    Max(MAX_ID, { message: 'sessionId must be a whole number.' }),
  );

/** The registrations' own filter beside search, dates and status: the session. */
class RegistrationSessionFilter {
  @SessionIdFilter() sessionId?: number;
}

/** What selects registrations (search, date range, status, session), and the routes' classes. */
export const REGISTRATION_QUERIES = inboxQueryDtos({
  name: 'Registration',
  plural: 'registrations',
  statuses: SUBMISSION_STATUSES,
  statusEnum: 'SubmissionStatus',
  filters: RegistrationSessionFilter,
});
