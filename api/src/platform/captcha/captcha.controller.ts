import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/public.decorator';
import { CaptchaService } from './captcha.service';

@ApiTags('captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(@Inject(CaptchaService) private readonly captcha: CaptchaService) {}

  @Get('challenge')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A signed ALTCHA proof-of-work challenge for the captcha widget' })
  @ApiOkResponse({
    description:
      'ALTCHA v2 challenge ({parameters, signature}); the widget posts back a base64 payload',
    schema: { type: 'object', additionalProperties: true },
  })
  challenge() {
    return this.captcha.createChallenge();
  }

  @Get('config')
  @Public()
  @ApiOperation({ summary: 'Which captcha the forms must show' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        provider: { type: 'string', enum: ['altcha', 'recaptcha'] },
        siteKey: { type: 'string', nullable: true },
      },
      required: ['provider'],
    },
  })
  config() {
    return { provider: this.captcha.provider, siteKey: this.captcha.siteKey ?? null };
  }
}
