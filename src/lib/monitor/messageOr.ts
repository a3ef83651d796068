import type { IntlShape } from 'react-intl';

/**
 * The console's word for a server value when it has one (a dictionary key, a label id), else the
 * server's own text - without react-intl reporting a missing message for each value it does not know.
 */
export const messageOr = (intl: IntlShape, id: string, fallback: string): string => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
