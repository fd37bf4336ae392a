import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlatformModule } from '../platform/platform.module';
import { ContentImages } from './content-images';
import { ContentImagesRepository } from './content-images.repository';
import {
  ContentImageFilesController,
  ContentImageUploadController,
} from './content-images.controller';

/**
 * The media library: uploaded images (re-encoded widths, alt text) that content items and
 * newsletters use by address, with where each is used.
 */
@Module({
  imports: [PlatformModule, AuditModule],
  controllers: [ContentImageUploadController, ContentImageFilesController],
  providers: [ContentImages, ContentImagesRepository],
  exports: [ContentImages],
})
export class MediaModule {}
