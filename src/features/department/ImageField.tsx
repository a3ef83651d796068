import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/feedback';
import { readImageSize } from './readImageSize';
import { IMAGE_ACCEPT, imageProblem, type ImageKind } from './rules';

export type ImageStatus = 'pending' | 'uploading' | 'idle';

type Props = {
  kind: ImageKind;
  label: string;
  /** The value the server keeps (logo file name or image url). */
  stored?: string;
  /** A locally chosen picture (object URL), shown instead of the stored one. */
  preview?: string;
  status: ImageStatus;
  /** A reason (message id) not to choose a picture now - spec 8 tips.message for a new department. */
  guard?: () => string | null;
  onAccept: (file: File) => void;
  /** Called after the user confirmed 是否确定移除该选项？ */
  onRemove: () => void;
};

/** Stored values that are addresses can be shown; a bare file name (a logo) cannot. */
const displayable = (value: string) => /^(https?:)?\/\//.test(value) || value.startsWith('/');

/**
 * One picture of the department form (spec 5: one only - a new choice replaces the old): checks type,
 * bytes and pixels before anything is sent (spec 8 tips.image, tips.imageSize, tips.imageDimension,
 * tips.imageDimension2) and asks before removing (是否确定移除该选项？).
 */
export function ImageField({ kind, label, stored, preview, status, guard, onAccept, onRemove }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [checking, setChecking] = useState(false);
  const [brokenSource, setBrokenSource] = useState<string | undefined>(undefined);

  const refuse = (messageId: string) => {
    toast.warning(t(messageId));
  };

  const openChooser = () => {
    const problem = guard?.();
    if (problem) return refuse(problem);
    input.current?.click();
  };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a refusal.
    e.target.value = '';
    if (!file) return;
    const guarded = guard?.();
    if (guarded) return refuse(guarded);
    setChecking(true);
    const problem = await imageProblem(kind, file, () => readImageSize(file));
    setChecking(false);
    if (problem) return refuse(problem);
    onAccept(file);
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t('department.image.removeConfirm'),
      okText: t('department.map.confirm'),
      cancelText: t('department.map.cancel'),
      onOk: onRemove,
    });

  const source = preview ?? (stored && displayable(stored) ? stored : undefined);
  const has = !!(preview || stored);
  const busy = checking || status === 'uploading';
  const box = kind === 'logo' ? { width: 96, height: 96 } : { width: 172, height: 97 };

  return (
    <div role="group" aria-label={label}>
      {modalHolder}
      <Space align="start" size={12} wrap>
        <div
          style={{ ...box, border: '1px dashed var(--ant-color-border, #d9d9d9)', borderRadius: 6, display: 'grid', placeItems: 'center', overflow: 'hidden', background: 'var(--ant-color-fill-quaternary, #fafafa)' }}
        >
          {source && brokenSource !== source ? (
            <img src={source} alt={t('department.image.preview', { name: label })} style={{ maxWidth: '100%', maxHeight: '100%' }} onError={() => setBrokenSource(source)} />
          ) : has ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, padding: 4, wordBreak: 'break-all', textAlign: 'center' }}>
              <PictureOutlined aria-hidden /> {stored?.split('/').pop()}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('department.image.none')}
            </Typography.Text>
          )}
        </div>
        <Space orientation="vertical" size={4}>
          <Space size={4}>
            <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy} onClick={openChooser} aria-describedby={hintId}>
              {t(has ? 'department.image.replace' : 'department.image.choose')}
            </Button>
            {has && (
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={confirmRemove}>
                {t('department.image.remove')}
              </Button>
            )}
          </Space>
          <Typography.Text id={hintId} type="secondary" style={{ fontSize: 12 }}>
            {t(kind === 'logo' ? 'department.image.logoHint' : 'department.image.screenHint')}
          </Typography.Text>
          {status === 'pending' && <Tag color="blue">{t('department.image.pending')}</Tag>}
          {status === 'uploading' && <Tag color="processing">{t('department.image.uploading')}</Tag>}
        </Space>
      </Space>
      {/* The chooser itself stays out of sight and out of the accessibility tree; the button above opens it. */}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        aria-hidden="true"
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => void onChange(e)}
      />
    </div>
  );
}
