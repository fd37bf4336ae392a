import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { TrimLower } from '../../common/decorators/trim.decorator';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_INVALID_EMAIL = 'Invalid email address. Please check and try again.';

/** The footer's newsletter form. It has no captcha; it is rate-limited per IP instead. */
export class CreateSubscriptionDto {
  @ApiProperty({ maxLength: 254, example: 'asha@example.com', description: 'Stored lower-cased' })
  @TrimLower()
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: NEWSLETTER_INVALID_EMAIL })
  @MaxLength(254, { message: 'Email is too long (254 characters at most).' })
  @Matches(EMAIL_PATTERN, { message: NEWSLETTER_INVALID_EMAIL })
  email: string;
}

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

export class UnsubscribeQueryDto {
  @ApiProperty({ maxLength: 100, description: 'The signed token from the unsubscribe link' })
  @IsNotEmpty({ message: BAD_UNSUBSCRIBE_LINK })
  @IsString({ message: BAD_UNSUBSCRIBE_LINK })
  @MaxLength(100, { message: BAD_UNSUBSCRIBE_LINK })
  token: string;
}
