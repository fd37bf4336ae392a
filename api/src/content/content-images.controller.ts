import { Controller, Get, Inject, Ip, Param, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { ErrorBody } from '../platform/errors/error-body';
import { UPLOADED_FILE_CSP } from '../platform/files/file-type';
import { ImageUploadRoute, uploadedImage } from '../platform/files/image-upload';
import { Public } from '../platform/http/public.decorator';
import { ContentImages } from './content-images';
import { ContentImageResponse } from './dto/content.dto';

@ApiTags('admin: content')
@Controller('admin/content-images')
export class ContentImageUploadController {
  constructor(@Inject(ContentImages) private readonly images: ContentImages) {}

  @ImageUploadRoute({
    permission: Permission.ContentEdit,
    summary: 'Upload an image for the content, with its alt text (JPEG/PNG/GIF/WebP, ≤ 5 MB)',
    description:
      'Stored as WebP at 480, 960 and 1440 px wide (those below its own width) and its own width, without its metadata.',
    fields: { alt: { type: 'string', maxLength: 300, description: 'What the image shows' } },
    created: ContentImageResponse,
  })
  async upload(
    @Req() req: Request & { file?: Express.Multer.File; body?: { alt?: unknown } },
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentImageResponse> {
    const image = uploadedImage(req);
    return { status: 'success', data: await this.images.upload(image, req.body?.alt, p, ip) };
  }
}

@ApiTags('content')
@Controller('content-images')
export class ContentImageFilesController {
  constructor(@Inject(ContentImages) private readonly images: ContentImages) {}

  /** Public: the site shows them. Names are unguessable and never reused, so cached for a year. */
  @Get(':file')
  @Public()
  @ApiOperation({ summary: 'One width of an uploaded content image (WebP, cached for a year)' })
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorBody })
  async serve(
    @Param('file') file: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const obj = await this.images.file(file);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOADED_FILE_CSP);
    return new StreamableFile(obj.stream, { type: 'image/webp', length: obj.size });
  }
}
