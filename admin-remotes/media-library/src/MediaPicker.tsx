/**
 * The media library in a dialog, to choose an image (or upload one and use it at once). Loaded
 * when first opened: `LazyMediaPicker` is what forms and the rich-text editor hold.
 */
import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import type { UploadedImage } from './mediaApi';

const MediaLibrary = lazy(() =>
  import('./MediaLibrary').then((m) => ({ default: m.MediaLibrary })),
);

export function LazyMediaPicker({
  onChoose,
  onCancel,
}: {
  onChoose(image: UploadedImage): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open
      title="Choose an image"
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
      width={920}
    >
      <Suspense fallback={<p className="kv-muted">Loading the library...</p>}>
        {/* Choosing never deletes: the library's Delete is in the Content tab. */}
        <MediaLibrary onChoose={onChoose} canDelete={false} />
      </Suspense>
    </Modal>
  );
}
