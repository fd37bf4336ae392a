/** A confirmation (e.g. 'Are you sure you want to delete this session?') as an antd Modal. */
import { Modal } from 'antd';

export function ConfirmDialog({
  open,
  text,
  okText = 'Delete',
  danger = true,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  text: string;
  okText?: string;
  /** The confirm button is red (false for a harmless action, e.g. Enable). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Please confirm"
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
    >
      <p data-testid="confirm-text">{text}</p>
    </Modal>
  );
}
