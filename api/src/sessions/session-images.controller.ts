import {
  Controller,
  Get,
  Inject,
  Ip,
  NotFoundException,
  Param,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import { Public } from '../platform/http/public.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { IMAGE_TYPES, UPLOADED_FILE_CSP, detectAllowedType } from '../platform/files/file-type';
import { StorageService } from '../platform/storage/storage.service';
import { UploadResponse } from './dto/session.dto';
import {
  IMAGE_TYPE_MESSAGE,
  ImageUploadRoute,
  uploadedImage,
} from '../platform/files/image-upload';
import { formatOf, reencodeImage } from '../platform/files/image-reencode';
const PUBLIC_PREFIX = '/api/files/session-images/';
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  IMAGE_TYPES.map((t) => [t.ext, t.mime]),
);

@ApiTags('admin: sessions')
@Controller('admin/uploads')
export class SessionImageUploadController {
  constructor(
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * The type is read from the bytes (JPEG, PNG, GIF, WebP; SVG and anything else refused), and
   * the image is re-encoded in that type (reencodeImage), so what is stored and served is the
   * picture alone. It is stored only after the checks, under a server-made name, and removed
   * again if the audit record cannot be written, so a 2xx always means a stored, recorded image.
   */
  @ImageUploadRoute({
    path: 'session-image',
    permission: Permission.SessionsManage,
    summary: 'Upload a session banner image (JPEG/PNG/GIF/WebP, ≤ 5 MB)',
    description:
      'Stored re-encoded in its own type (an animation keeps its frames), without its metadata or comments.',
    created: UploadResponse,
  })
  async upload(
    @Req() req: Request & { file?: Express.Multer.File },
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<UploadResponse> {
    const image = uploadedImage(req);
    const type = await detectAllowedType(image, IMAGE_TYPES, IMAGE_TYPE_MESSAGE, 'image');
    const { data } = await reencodeImage(image, formatOf(type), { animated: true });
    const name = `${randomUUID()}.${type.ext}`;
    const key = `session-images/${name}`;
    await this.storage.put(key, data);
    try {
      await this.audit.record(p, 'session-image.upload', { file: key }, ip);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
    return { success: true, url: PUBLIC_PREFIX + name, message: 'Image uploaded successfully.' };
  }
}

@ApiTags('files')
@Controller('files/session-images')
export class SessionImageFilesController {
  constructor(@Inject(StorageService) private readonly storage: StorageService) {}

  /** Public: session banners appear on the website. Names are unguessable UUIDs, never reused. */
  @Get(':name')
  @Public()
  @ApiOperation({ summary: 'A session banner image (public, cached for a year)' })
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorBody })
  async serve(
    @Param('name') name: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const m = NAME.exec(name);
    if (!m) throw new NotFoundException('No such file.');
    const obj = await this.storage.get(`session-images/${name}`);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOADED_FILE_CSP);
    return new StreamableFile(obj.stream, { type: CONTENT_TYPES[m[1]], length: obj.size });
  }
}
