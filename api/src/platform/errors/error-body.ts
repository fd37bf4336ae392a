import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one JSON shape of every error the API answers. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Invalid email address.' })
  message: string;

  @ApiPropertyOptional({
    description: 'Per-field messages, first failing rule per field',
    example: { email: 'Invalid email address.' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  details?: Record<string, string>;
}
