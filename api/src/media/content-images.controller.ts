import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Ip,
  Param,
  Patch,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
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
import {
  RequirePermission,
  RequirePermissionInstead,
} from '../platform/access/require-permission.decorator';
import { ListRoute, RecordRoute } from '../platform/listing/admin-routes';
import { DeleteResponse } from '../platform/listing/page.views';
import { ContentImages, IMAGE_MESSAGES } from './content-images';
import {
  ContentImageResponse,
  DeleteMediaImageQueryDto,
  MediaImageListQueryDto,
  MediaImageListResponse,
  MediaImageResponse,
  UpdateMediaImageDto,
} from './dto/media.dto';

const NOT_FOUND = IMAGE_MESSAGES.notFound;

/**
 * The media library: images uploaded once (with their alt text) and used by any item or
 * newsletter. Editors upload, search, reuse and correct alt text; a publisher deletes, and is told
 * first who still uses the image.
 */
@ApiTags('admin: content')
@Controller('admin/content-images')
@RequirePermission(Permission.ContentEdit)
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

  @ListRoute(
    'The media library: uploaded images, newest first, searched by alt text, each with its sizes and where it is used',
    MediaImageListResponse,
  )
  list(@Query() q: MediaImageListQueryDto): Promise<MediaImageListResponse> {
    return this.images.list(q);
  }

  @RecordRoute(Get(':name'), 'One image of the library', MediaImageResponse, NOT_FOUND)
  async get(@Param('name') name: string): Promise<MediaImageResponse> {
    return { status: 'success', data: await this.images.get(name) };
  }

  @RecordRoute(
    Patch(':name'),
    'Change an image’s alt text: every page that shows it says the new text',
    MediaImageResponse,
    NOT_FOUND,
  )
  async update(
    @Param('name') name: string,
    @Body() dto: UpdateMediaImageDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<MediaImageResponse> {
    return { status: 'success', data: await this.images.updateAlt(name, dto.alt, p, ip) };
  }

  @RecordRoute(
    Delete(':name'),
    'Delete an image and its files; one in use is refused (409, naming its users) unless evenIfUsed=true',
    DeleteResponse,
    NOT_FOUND,
  )
  @RequirePermissionInstead(Permission.ContentPublish)
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'The image is in use: the message names where',
  })
  async remove(
    @Param('name') name: string,
    @Query() q: DeleteMediaImageQueryDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.images.remove(name, q.evenIfUsed === true, p, ip);
    return { success: true, message: 'The image is deleted.' };
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
