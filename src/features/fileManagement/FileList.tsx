import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetFileListQueryKey, useGetFileList, useRemoveFile } from '../../../generated/endpoints/file/file';
import type { SoftwareFile } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { fileColumns } from '../../components/files/fileColumns';
import UploadDialog from '../../components/files/UploadDialog';
import { useFileDownload } from '../../components/files/useFileDownload';
import { LoadFailure } from '../../components/LoadFailure';
import { RefusedActionsNote, type GuardedAction } from '../../components/monitor/RefusedActionsNote';
import { useActionVerdicts } from '../../lib/access/useActionVerdicts';
import { okData } from '../../lib/http/okData';
import { useFilterForm } from '../../lib/listPage/useFilterForm';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { FILE_FILTERS, FILE_PAGE_PATH, FILE_PAGE_SIZE } from './fileFilters';
import { SearchActions } from '../../components/list/SearchActions';

const ACTIONS = ['download', 'upload', 'delete'] as const satisfies readonly GuardedAction[];
type SearchValues = { name?: string; tab?: string };

/** The list, its search form and its actions, once fileVerification has allowed the page. */
export function FileList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [uploadOpen, setUploadOpen] = useState(false);
  const { download, downloading } = useFileDownload();
  const verdicts = useActionVerdicts('file', FILE_PAGE_PATH, ACTIONS);
  const may = verdicts.allowed;

  const list = useListPage({ filters: FILE_FILTERS, defaultSize: FILE_PAGE_SIZE, pageSizes: [FILE_PAGE_SIZE] });
  const query = useGetFileList(
    { ...list.pageParams, ...list.filters },
    {
      query: {
        placeholderData: keepPreviousData,
        // Page.records is unknown[] in the shared page schema; this operation narrows it to SoftwareFile.
        select: (reply) => {
          const page = okData(reply).data;
          return page ? { records: (page.records ?? []) as SoftwareFile[], total: page.total } : undefined;
        },
      },
    },
  );
  const table = useListTable(list, query, { rowKey: 'id' });

  const [form] = Form.useForm<SearchValues>();
  const resetSearch = useFilterForm(form, { name: list.filters.name, tab: list.filters.tab }, list.reset);

  // Every file list (this page and the software dialog) shows the change.
  const reload = () => queryClient.invalidateQueries({ queryKey: getGetFileListQueryKey().slice(0, 1) });
  const remove = useRemoveFile();
  const confirmRemove = (file: SoftwareFile) =>
    void modal.confirm({
      title: t('fileManagement.remove.title'),
      content: t('fileManagement.remove.confirm', { name: file.name }),
      okText: t('fileManagement.remove.ok'),
      cancelText: t('fileManagement.remove.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ params: { id: file.id } });
        } catch {
          return; // the http client has said why (spec 8); the list is unchanged
        }
        toast.success(t('fileManagement.remove.success', { name: file.name }));
        table.afterRemove(1);
        await reload();
      },
    });

  const columns: TableColumnsType<SoftwareFile> = [
    ...fileColumns(t, (list.current - 1) * list.size + 1),
    {
      title: t('fileManagement.column.actions'),
      key: 'actions',
      width: 180,
      render: (_value, file) => (
        <Space size={0}>
          {may.download && (
            <Button
              type="link"
              icon={<DownloadOutlined />}
              loading={downloading === file.path}
              aria-label={t('fileManagement.download.row', { name: file.name })}
              onClick={() => void download(file)}
            >
              {t('fileManagement.download')}
            </Button>
          )}
          {may.delete && (
            <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('fileManagement.remove.row', { name: file.name })} onClick={() => confirmRemove(file)}>
              {t('fileManagement.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const refused = ACTIONS.filter((action) => !may[action]);
  const filtered = Boolean(list.filters.name || list.filters.tab);

  return (
    <>
      {modalHolder}
      <RefusedActionsNote refused={refused} settled={verdicts.settled} />
      <Form<SearchValues>
        form={form}
        name="fileSearch"
        layout="inline"
        role="search"
        aria-label={t('fileManagement.search')}
        onFinish={(values) => list.setFilters({ name: values.name, tab: values.tab })}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="name" label={t('software.column.name')}>
          <Input allowClear maxLength={255} autoComplete="off" placeholder={t('fileManagement.name.placeholder')} />
        </Form.Item>
        <Form.Item name="tab" label={t('software.column.tab')}>
          <Input allowClear maxLength={50} autoComplete="off" placeholder={t('fileManagement.tab.placeholder')} />
        </Form.Item>
        <Form.Item>
          <SearchActions onReset={resetSearch}>
            {may.upload && (
              <Button icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
                {t('fileManagement.upload')}
              </Button>
            )}
          </SearchActions>
        </Form.Item>
      </Form>
      {table.status === 'error' ? (
        <LoadFailure message={t('fileManagement.loadFailed')} error={table.error} onRetry={table.retry} />
      ) : (
        <Table<SoftwareFile>
          {...table.tableProps}
          size="middle"
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ ...table.tableProps.pagination, showSizeChanger: false }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'fileManagement.emptyFiltered' : 'fileManagement.empty')} />,
          }}
        />
      )}
      {may.upload && (
        <UploadDialog
          open={uploadOpen}
          title={t('fileManagement.upload.title')}
          onClose={() => setUploadOpen(false)}
          onUploaded={() => {
            // The new file is the newest: it shows on page 1 (of the unfiltered list).
            list.reset();
            void reload();
          }}
        />
      )}
    </>
  );
}
