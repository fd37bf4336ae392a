import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CAPTCHA_MESSAGE_FORMS } from '../../common/captcha/captcha.service';
import { Trim, TrimLower } from '../../common/decorators/trim.decorator';
import {
  EMAIL_PATTERN,
  INVALID_EMAIL,
  INVALID_PHONE,
  PHONE_PATTERN,
} from '../../contacts/dto/create-contact.dto';
import { IsRealIsoDate } from '../../common/dates/real-date';
import { SESSION_MODES } from '../../sessions/session.entity';

export const REGISTRATION_THANKS = "Thanks for registering! We'll be in touch soon.";
export const SESSION_NOT_OPEN =
  'This session is not open for registration. Please choose another session.';

/**
 * The registration modal. Declared in the form's order; the captcha is checked last.
 * sessionId and organization are optional: without sessionId the open session with the given
 * date, time and mode is used.
 */
export class CreateRegistrationDto {
  @ApiProperty({ maxLength: 100, example: 'Asha Rao' })
  @Trim()
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name must be text.' })
  @MaxLength(100, { message: 'Name is too long (100 characters at most).' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'asha@example.com', description: 'Stored lower-cased' })
  @TrimLower()
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: INVALID_EMAIL })
  @MaxLength(254, { message: 'Email is too long (254 characters at most).' })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @ApiProperty({ maxLength: 10, minLength: 10, pattern: '^\\d{10}$', example: '9876543210' })
  @Trim()
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: INVALID_PHONE })
  @Matches(PHONE_PATTERN, { message: INVALID_PHONE })
  phone: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsNotEmpty({ message: 'Message is required.' })
  @IsString({ message: 'Message must be text.' })
  @MaxLength(5000, { message: 'Message is too long (5000 characters at most).' })
  message: string;

  @ApiProperty({ format: 'date', example: '2025-01-31', description: "The session's date" })
  @Trim()
  @IsNotEmpty({ message: 'Session date is required.' })
  @IsString({ message: 'Session date must be a date like 2025-01-31.' })
  @IsRealIsoDate('Session date must be a date like 2025-01-31.')
  date: string;

  @ApiProperty({
    maxLength: 100,
    example: '11:00 AM – 12:30 PM IST',
    description: "The session's time",
  })
  @Trim()
  @IsNotEmpty({ message: 'Session time is required.' })
  @IsString({ message: 'Session time must be text.' })
  @MaxLength(100, { message: 'Session time is too long (100 characters at most).' })
  time: string;

  @ApiProperty({ enum: SESSION_MODES })
  @IsNotEmpty({ message: 'Session mode is required.' })
  @IsIn(SESSION_MODES, { message: 'Session mode must be online, offline or hybrid.' })
  mode: string;

  @ApiPropertyOptional({
    description:
      'The session registered for; without it the open session with this date, time and mode is used',
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'sessionId must be a whole number.' })
  @Min(1, { message: 'sessionId must be a whole number.' })
  @Max(2_147_483_647, { message: 'sessionId must be a whole number.' })
  sessionId?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Organization must be text.' })
  @MaxLength(200, { message: 'Organization is too long (200 characters at most).' })
  organization?: string;

  @ApiProperty({
    maxLength: 8192,
    description: 'Captcha solution (ALTCHA payload or reCAPTCHA token)',
  })
  @IsNotEmpty({ message: CAPTCHA_MESSAGE_FORMS })
  @IsString({ message: CAPTCHA_MESSAGE_FORMS })
  @MaxLength(8192, { message: CAPTCHA_MESSAGE_FORMS })
  captcha: string;
}
