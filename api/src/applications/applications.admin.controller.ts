import { Get, Inject, Ip, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { AcceptsFileTicket } from '../platform/access/file-ticket';
import { attachment, inline } from '../platform/csv/csv';
import { ErrorBody } from '../platform/errors/error-body';
import { ApiFileResponse } from '../platform/files/file-response';
import { UPLOADED_FILE_CSP, PREVIEWED_FILE_CSP } from '../platform/files/file-type';
import { IdParam } from '../platform/listing/id-param.pipe';
import { inboxAdminController } from '../inbox/inbox-admin.controller';
import { APPLICATION_MESSAGES as M } from './application.constants';
import { APPLICATION_KIND } from './application.kind';
import { ApplicationResumes } from './application-resumes';
import { ApplicationFilterDto, ApplicationStatusCounts } from './dto/application-filters.dto';

/**
 * The Career Applications tab: the routes every kind has, plus the status counts of the
 * pipeline and the resume download. Its own routes are matched first (status-counts before
 * the detail's `:id`).
 */
export class ApplicationsAdminController extends inboxAdminController(APPLICATION_KIND) {
  @Inject(ApplicationResumes) private readonly resumes: ApplicationResumes;

  @Get('status-counts')
  @ApiOperation({
    summary: 'How many applications of the filter (search, dates, position) are in each status',
  })
  @ApiOkResponse({ type: ApplicationStatusCounts })
  async statusCounts(@Query() q: ApplicationFilterDto): Promise<ApplicationStatusCounts> {
    return { status: 'success', ...(await this.inbox.statusCounts(APPLICATION_KIND, q)) };
  }

  @Get(':id/resume')
  @ApiOperation({
    summary: 'Download the resume as {First}_{Last}_Resume.{ext} (audited)',
  })
  @ApiFileResponse(
    [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    'The resume as uploaded (PDF or Word)',
  )
  @ApiNotFoundResponse({ type: ErrorBody, description: `${M.notFound} / ${M.noResume}` })
  async resume(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.resumes.resume(id, p, ip);
    return sendResume(res, file, attachment(file.filename), UPLOADED_FILE_CSP);
  }

  @Get(':id/resume/preview')
  @ApiOperation({
    summary:
      'The PDF resume to show in the panel (inline, sandboxed: it runs no script in the panel); audited. A frame opens it with a file ticket',
  })
  @AcceptsFileTicket()
  @ApiFileResponse(['application/pdf'], 'The PDF resume, inline')
  @ApiNotFoundResponse({ type: ErrorBody, description: `${M.notFound} / ${M.noResume}` })
  @ApiConflictResponse({ type: ErrorBody, description: M.notPreviewable })
  async resumePreview(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.resumes.resume(id, p, ip, { pdfOnly: true });
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    // The address carries a ticket: never sent on as a referrer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    return sendResume(res, file, inline(file.filename), PREVIEWED_FILE_CSP);
  }
}

/**
 * A stored resume as sent, downloaded or shown: its own type and size, never sniffed, under
 * `policy` (a sandbox: it runs no script at the API's origin), private and never cached.
 */
function sendResume(
  res: Response,
  file: { contentType: string; size: number; stream: Readable },
  disposition: string,
  policy: string,
): StreamableFile {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', disposition);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream);
}
