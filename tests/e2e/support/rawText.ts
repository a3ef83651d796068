import { messages } from '../../../locales';

// What a page must never show: a message id react-intl lacked a text for, and the stand-ins a BladeX
// server writes for a missing value (`-1`, `[object Object]` from `{}`, a 1970 date from an empty one).

/** The first word of every message id (`monitor` of monitor.state.online): how a raw id would start. */
const namespaces = [...new Set(Object.keys(messages['zh-CN']).map((id) => id.split('.')[0]))];
const rawMessageId = new RegExp(`(?<![\\w/.:-])(?:${namespaces.join('|')})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*(?![\\w/.-])`, 'g');

/** Raw message ids in the visible text (react-intl shows the id of a message it lacks). */
export const rawIdsIn = (text: string) => [...text.matchAll(rawMessageId)].map((match) => match[0]);

/**
 * A missing value shown as the wire wrote it: a lone `-1` (not a date's or a range's `-1…`), an object
 * or `undefined`/`NaN` turned into text, or the epoch of an empty date.
 */
const rawStandIn = /(?<![\w.:/-])-1(?![\w.%])|\[object Object\]|(?<![\w-])(?:undefined|NaN|Invalid Date)(?![\w-])|\b1970-01-01\b/g;

export const rawStandInsIn = (text: string) => [...text.matchAll(rawStandIn)].map((match) => match[0]);
