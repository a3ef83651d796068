import dayjs, { type Dayjs } from 'dayjs';

/** How BladeX writes times (contract DateTime), in dayjs' format tokens. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const timeOf = (value: string | undefined) => (value ? dayjs(value, TIME_FORMAT) : null);
export const textOf = (value: Dayjs | null | undefined) => (value ? value.format(TIME_FORMAT) : undefined);
