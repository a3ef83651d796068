// spec 2.6: the software dialog of the top bar — one page of 10 packages with a radio per row, and
// Download / Upload / Remove (Upload and Remove by /monitor/top/upload, spec 6).
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetFileListQueryKey, useGetFileList, useRemoveFile } from '../../../generated/endpoints/file/file';
import type { SoftwareFile } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { fileColumns } from '../../components/files/fileColumns';
import UploadDialog from '../../components/files/UploadDialog';
import { useFileDownload } from '../../components/files/useFileDownload';
import { useCooldown } from '../../lib/useCooldown';
import hidden from '../../components/visuallyHidden.module.css';

/** spec 9: the software list page size. */
const SOFTWARE_PAGE_SIZE = 10;
/** spec 4: the chosen id when no row is selected. */
export const NO_CHOICE = -1;

/** The http client has already told the user (a toast for a business code, a logout for 401). */
type Props = {
  open: boolean;
  onClose: () => void;
  /** spec 6 /monitor/top/upload: Upload and Remove. */
  canManage: boolean;
};

export default function SoftwareDialog({ open, onClose, canManage }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [current, setCurrent] = useState(1);
  const [chosenId, setChosenId] = useState<string | typeof NO_CHOICE>(NO_CHOICE);
  const [uploadOpen, setUploadOpen] = useState(false);
  const { download: save, downloading } = useFileDownload();
  const cooldown = { download: useCooldown(), remove: useCooldown() };

  const params = { current, size: SOFTWARE_PAGE_SIZE };
  const list = useGetFileList(params, { query: { enabled: open, placeholderData: keepPreviousData } });
  const page = list.data?.status === 200 ? list.data.data.data : undefined;
  // Page.records is unknown[] in the shared page schema; this operation's allOf narrows it to SoftwareFile.
  const rows = (page?.records ?? []) as SoftwareFile[];
  const chosen = chosenId === NO_CHOICE ? undefined : rows.find((row) => row.id === chosenId);

  const reload = () => queryClient.invalidateQueries({ queryKey: getGetFileListQueryKey().slice(0, 1) });
  const choose = (id: string | typeof NO_CHOICE) => setChosenId(id);

  /** spec 5, 8: Download and Remove need a row; otherwise tips.messageDel and the button rests 3 s. */
  const requireChoice = (button: 'download' | 'remove'): SoftwareFile | undefined => {
    if (chosen) return chosen;
    toast.warning(t('tips.messageDel'));
    cooldown[button][1]();
    return undefined;
  };

  const download = async () => {
    const row = requireChoice('download');
    if (row) await save(row);
  };

  const remove = useRemoveFile({
    mutation: {
      onSuccess: async () => {
        toast.success(t('software.remove.success'));
        choose(NO_CHOICE);
        // The last row of a later page is gone: show the page before it rather than an empty one.
        if (rows.length === 1 && current > 1) setCurrent(current - 1);
        await reload();
      },
    },
  });
  const confirmRemove = () => {
    const row = requireChoice('remove');
    if (!row) return;
    void modal.confirm({
      title: t('software.remove.confirmTitle'),
      content: t('software.remove.confirm', { name: row.name }),
      okText: t('software.remove.ok'),
      cancelText: t('software.remove.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync({ params: { id: row.id } }).catch(() => undefined),
    });
  };

  // Each opening starts on page 1 with nothing chosen (spec 4: the chosen id is -1).
  const close = () => {
    choose(NO_CHOICE);
    setCurrent(1);
    onClose();
  };

  const columns = fileColumns(t, (current - 1) * SOFTWARE_PAGE_SIZE + 1);

  return (
    <Modal
      open={open}
      title={t('software.title')}
      onCancel={close}
      width={960}
      destroyOnHidden
      footer={<Button onClick={close}>{t('software.close')}</Button>}
    >
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={downloading !== undefined}
          disabled={cooldown.download[0]}
          onClick={() => void download()}
        >
          {t('software.download')}
        </Button>
        {canManage && (
          <Button icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
            {t('software.upload')}
          </Button>
        )}
        {canManage && (
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending} disabled={cooldown.remove[0]} onClick={confirmRemove}>
            {t('software.remove')}
          </Button>
        )}
      </Space>
      {list.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={t('software.loadError')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('software.retry')}
            </Button>
          }
        />
      ) : (
        <Table<SoftwareFile>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('software.empty')} /> }}
          rowSelection={{
            type: 'radio',
            // The radio column's header: read by screen readers, not shown (the radios say what they select).
            columnTitle: <span className={hidden.visuallyHidden}>{t('software.column.select')}</span>,
            selectedRowKeys: chosen ? [chosen.id] : [],
            onChange: (keys) => choose(keys.length ? String(keys[0]) : NO_CHOICE),
            getCheckboxProps: (row) => ({ 'aria-label': t('software.select.row', { name: row.name }) }),
          }}
          onRow={(row) => ({ onClick: () => choose(row.id) })}
          pagination={{
            current,
            pageSize: SOFTWARE_PAGE_SIZE,
            total: page?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => {
              setCurrent(next);
              // The choice belongs to the page it was made on.
              choose(NO_CHOICE);
            },
          }}
        />
      )}
      {canManage && (
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={() => {
            setCurrent(1);
            void reload();
          }}
        />
      )}
    </Modal>
  );
}
