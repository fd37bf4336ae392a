import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import { ListQueryDto, PageSizeParam } from '../../platform/listing/list-query.dto';
import { DetailOf, PageOf } from '../../platform/listing/page.views';

/** An uploaded image as a page uses it. */
export class ContentImageView {
  @ApiProperty({ example: '/api/content-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed-1440.webp' })
  url: string;
  @ApiProperty() alt: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ description: 'For the img element: each width’s address and its width' })
  srcset: string;
}

export class ContentImageResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ type: ContentImageView }) data: ContentImageView;
}

/** Where an image is used: a content item (of its kind) or a newsletter. */
export class MediaUseView {
  @ApiProperty({ description: 'A content kind (news, blog, …) or "newsletter"', example: 'news' })
  kind: string;
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ description: 'The item’s title or the newsletter’s subject' }) title: string;
  @ApiProperty({ description: 'Its status (draft, published, sent, …)' }) status: string;
  @ApiProperty({ description: 'In the trash (it can be restored, with the image)' })
  in_trash: boolean;
}

/** An image of the media library, with its sizes and where it is used. */
export class MediaImageView extends ContentImageView {
  @ApiProperty({ example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }) name: string;
  @ApiProperty({ description: 'Its narrowest stored width, for a small picture of it' })
  thumbnail: string;
  @ApiProperty() uploaded_by: string;
  @ApiProperty({ format: 'date-time' }) uploaded_at: string;
  @ApiProperty({ type: [MediaUseView], description: 'Empty when nothing uses it' })
  used_by: MediaUseView[];
}

export class MediaImageListResponse extends PageOf(MediaImageView, { estimated: true }) {}
export class MediaImageResponse extends DetailOf(MediaImageView) {}

/** The library's page: newest first, searched by alt text. */
export class MediaImageListQueryDto extends PickType(ListQueryDto, ['page', 'search'] as const) {
  @PageSizeParam('pageSize', 24) pageSize: number = 24;
}

export class UpdateMediaImageDto {
  // Checked by the library (the same rules and words as at upload).
  @Allow()
  @ApiProperty({
    maxLength: 300,
    description: 'What the image shows, for people who cannot see it',
  })
  alt: string;
}

export class DeleteMediaImageQueryDto {
  @ApiPropertyOptional({
    description:
      'true: delete even though items or newsletters use it (the person was shown them); otherwise an image in use is refused with 409, naming them',
  })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'evenIfUsed must be true or false.' })
  evenIfUsed?: boolean;
}
