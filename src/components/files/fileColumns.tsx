// spec 2.6, 9: the columns of a file list - index, file name, size in KB with 2 decimals, last modified
// time and version - shared by the software dialog and the file management page (the same file/list).
import type { TableColumnsType } from 'antd';
import type { SoftwareFile } from '../../../generated/model';
import { formatSizeKb } from '../../lib/chunkedUpload/chunkPlan';

type Translate = (id: string) => string;

/** The five data columns; `firstIndex` is the index of the page's first row (1 on page 1). */
export function fileColumns(t: Translate, firstIndex: number): TableColumnsType<SoftwareFile> {
  return [
    { title: t('software.column.index'), key: 'index', width: 70, render: (_value, _row, index) => firstIndex + index },
    { title: t('software.column.name'), dataIndex: 'name', ellipsis: true },
    { title: t('software.column.size'), dataIndex: 'size', width: 140, align: 'right', render: (size: number) => formatSizeKb(size) },
    { title: t('software.column.uploadTime'), dataIndex: 'uploadTime', width: 180 },
    { title: t('software.column.tab'), dataIndex: 'tab', width: 150, ellipsis: true },
  ];
}
