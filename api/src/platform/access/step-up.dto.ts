import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../passwords/password-policy';

/** The body of a step-up action: the current password, unless the sign-in is recent. */
export class StepUpDto {
  @ApiPropertyOptional({
    maxLength: PASSWORD_MAX,
    format: 'password',
    description:
      'Your current password; may be left out within 5 minutes of signing in (or of confirming it)',
  })
  @IsOptional()
  @IsString({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is too long.' })
  currentPassword?: string;
}
