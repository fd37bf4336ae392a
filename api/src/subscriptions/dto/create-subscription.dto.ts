import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../common/decorators/form-fields';

export const NEWSLETTER_INVALID_EMAIL = 'Invalid email address. Please check and try again.';

/** The footer's newsletter form. It has no captcha; it is rate-limited per IP instead. */
export class CreateSubscriptionDto {
  @EmailField(NEWSLETTER_INVALID_EMAIL) email: string;
}

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

export class UnsubscribeQueryDto {
  @ApiProperty({ maxLength: 100, description: 'The signed token from the unsubscribe link' })
  @IsNotEmpty({ message: BAD_UNSUBSCRIBE_LINK })
  @IsString({ message: BAD_UNSUBSCRIBE_LINK })
  @MaxLength(100, { message: BAD_UNSUBSCRIBE_LINK })
  token: string;
}
