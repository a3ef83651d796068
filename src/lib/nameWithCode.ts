import type { IntlShape } from 'react-intl';

/**
 * A name with its code or account, as confirms and pickers show it: 张伟（zhangwei） in Chinese,
 * "Zhang Wei (zhangwei)" in English (full-width brackets belong to Chinese text only).
 */
export const nameWithCode = (intl: IntlShape, name: string, code: string): string =>
  intl.formatMessage({ id: 'common.nameWithCode' }, { name, code });
