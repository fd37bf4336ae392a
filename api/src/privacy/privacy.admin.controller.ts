import { Body, HttpCode, Inject, Ip, Logger, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { attachment } from '../platform/csv/csv';
import { ErrorBody } from '../platform/errors/error-body';
import { ApiFileResponse } from '../platform/files/file-response';
import { ActionRoute } from '../platform/http/routes';
import { AdminController } from '../platform/listing/admin-routes';
import { errorForLog } from '../platform/database/database-error-log';
import {
  PrivacyAddressDto,
  PrivacyEraseDto,
  PrivacyEraseResponse,
  PrivacyLookup,
} from './dto/privacy.dto';
import { PrivacyService } from './privacy.service';

const BAD_ADDRESS = { type: ErrorBody, description: 'Missing or invalid address' };
const TOO_MANY = { type: ErrorBody, description: 'More than 30 requests in a minute' };

/**
 * The Privacy Requests desk (System Admin): a person's right to see and to erase what is held
 * about them, by the e-mail address they wrote from. The address travels in the body (POST), so
 * it never lands in an access log or a browser history.
 */
@AdminController('privacy', Permission.PrivacyManage, 'privacy requests')
export class PrivacyAdminController {
  private readonly logger = new Logger('Privacy');

  constructor(@Inject(PrivacyService) private readonly privacy: PrivacyService) {}

  @ActionRoute(
    'lookup',
    'What is held for one e-mail address: counts and rows of every kind, and the case history (audited)',
    PrivacyLookup,
  )
  @ApiBadRequestResponse(BAD_ADDRESS)
  @ApiTooManyRequestsResponse(TOO_MANY)
  @RequiresStepUp()
  lookup(
    @Body() dto: PrivacyAddressDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<PrivacyLookup> {
    return this.privacy.lookup(dto.email, p, ip);
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Everything held for one e-mail address as a ZIP: README.txt, one JSON and one CSV file per kind, resumes/ (audited)',
  })
  @ApiFileResponse(['application/zip'], 'ZIP attachment')
  @ApiBadRequestResponse(BAD_ADDRESS)
  @ApiTooManyRequestsResponse(TOO_MANY)
  @RequiresStepUp()
  async export(
    @Body() dto: PrivacyAddressDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
    @Res() res: Response,
  ): Promise<void> {
    // Failures up to here are JSON errors; after the first byte the connection is cut instead,
    // so a partial archive is never taken for a whole one.
    const { filename, zip } = await this.privacy.prepareExport(dto.email, p, ip);
    const out = zip.outputStream as Readable;
    zip.on('error', (e: Error) => out.destroy(e));
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', attachment(filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await pipeline(out, res);
    } catch (e) {
      this.logger.warn(`export ${filename} ended early: ${errorForLog(e)}`);
    }
  }

  @ActionRoute(
    'erase',
    'Erase everything held for one e-mail address: rows deleted, resume files deleted, audit entries anonymised (audited)',
    PrivacyEraseResponse,
  )
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Missing or invalid address, or a confirmation that does not match it',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  @RequiresStepUp()
  erase(
    @Body() dto: PrivacyEraseDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<PrivacyEraseResponse> {
    return this.privacy.erase(dto.email, dto.confirmation, p, ip);
  }
}
