import { ApiPropertyOptional } from '@nestjs/swagger';

/** The filter a view restores; which keys a tab takes: its list's (status values per tab). */
export class SavedViewQuery {
  @ApiPropertyOptional() search?: string;
  @ApiPropertyOptional({ format: 'date', description: 'First day (IST)' }) from?: string;
  @ApiPropertyOptional({ format: 'date', description: 'Last day (IST)' }) to?: string;
  @ApiPropertyOptional({
    type: [String],
    description: "Statuses of the tab's kind (SubmissionStatus or ApplicationStatus)",
  })
  status?: string[];
  @ApiPropertyOptional({ description: 'registrations only' }) sessionId?: number;
  @ApiPropertyOptional({ description: 'applications only' }) position?: string;
}
