import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DayCount {
  @ApiProperty({ format: 'date', example: '2025-01-15', description: 'Day in India (IST)' })
  day: string;
  @ApiProperty({ example: 3 }) count: number;
}

const series = (what: string, permission: string) =>
  ApiPropertyOptional({
    type: [DayCount],
    description: `${what} per day, last 30 days, oldest first, zero-filled; only with ${permission}`,
  });

/** The panel's charts; an area the caller may not read is omitted. */
export class DashboardResponse {
  @series('Contact submissions', 'contacts:read') contacts?: DayCount[];
  @series('Session registrations', 'registrations:read') registrations?: DayCount[];
  @series('Newsletter subscriptions', 'subscribers:read') subscriptions?: DayCount[];
  @series('Career applications', 'applications:read') applications?: DayCount[];
}
