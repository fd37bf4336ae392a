import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorCode } from './error-code';

/** The one JSON shape of every error the API answers. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({
    enum: ErrorCode,
    enumName: 'ErrorCode',
    example: ErrorCode.ValidationFailed,
    description: 'Stable code of the error: clients choose their own words by it, not by message',
  })
  code: ErrorCode;

  @ApiProperty({ example: 'Invalid email address.' })
  message: string;

  @ApiPropertyOptional({
    description: 'Per-field messages, first failing rule per field',
    example: { email: 'Invalid email address.' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  details?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'The code of each field in `details` (its first failing rule)',
    example: { email: ErrorCode.FieldInvalid },
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/ErrorCode' },
  })
  detailCodes?: Record<string, ErrorCode>;
}
