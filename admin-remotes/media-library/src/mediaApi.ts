/**
 * The media library's calls (/api/admin/content-images): a page of images, an upload, new alt
 * text, a delete.
 *
 * The library's screens are a folder of their own, used by the Content and Newsletters tabs, not
 * part of the shared package: inside the package, an import of '@kavach/admin-shared' is the
 * package's own source, bundled again into the tab without the signed-in session (every call
 * answered "Please log in"). Here it is the one instance the shell provides.
 */
import type { paths, Schemas } from '@kavach/api-client';
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';

export type MediaImage = Schemas['MediaImageView'];
export type MediaUse = Schemas['MediaUseView'];
/** What an upload answers: the stored image as a page uses it. */
export type UploadedImage = Schemas['ContentImageView'];

export function fetchImages(q: ListQuery) {
  return unwrap(
    api.GET('/api/admin/content-images', {
      params: { query: { page: q.page, pageSize: q.pageSize, search: q.search } },
    }),
  );
}

type ImageUploadBody =
  paths['/api/admin/content-images']['post']['requestBody']['content']['multipart/form-data'];

/** POST multipart (`image` and its `alt` text) → the stored image: its address, size and widths. */
export function uploadImage(file: File, alt: string) {
  const form = new FormData();
  const fields: Record<keyof ImageUploadBody, string | File> = { image: file, alt };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return unwrap(
    api.POST('/api/admin/content-images', {
      // The document types the binary field as a string; openapi-fetch sends a FormData as is.
      body: form as unknown as ImageUploadBody,
    }),
  );
}

export function updateAlt(name: string, alt: string) {
  return unwrap(
    api.PATCH('/api/admin/content-images/{name}', {
      params: { path: { name } },
      body: { alt },
    }),
  );
}

/** `inUse`: the person was shown who uses it and confirmed (otherwise the API refuses, 409). */
export function deleteImage(name: string, inUse: boolean) {
  return unwrap(
    api.DELETE('/api/admin/content-images/{name}', {
      params: { path: { name }, query: inUse ? { evenIfUsed: true } : {} },
    }),
  );
}
