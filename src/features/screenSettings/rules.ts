// Spec 5 "Big-screen settings" (and 9: device carousel minimum 5), as pure functions returning
// react-intl message ids (null when the value passes), shared by the forms and their table-driven
// tests. Times are seconds; the contract bounds them at 1..86400 (a day).
import { lengthOf } from '../../lib/forms/textLength';

const SECONDS_MAX = 86_400;
/** Spec 5 / 9: the device carousel period is at least 5. */
const CAROUSEL_MIN = 5;
export const INDUSTRY_TITLE_MAX = 50;
const URL_MAX = 2048;

type Seconds = number | null | undefined;

const required = (value: Seconds): value is number => value !== null && value !== undefined && !Number.isNaN(value);

/** Spec 5: refresh times must be integers (seconds, 1 to a day). */
export function refreshTimeProblem(value: Seconds): string | null {
  if (!required(value)) return 'screen.rule.required';
  if (!Number.isInteger(value)) return 'screen.rule.integer';
  if (value < 1) return 'screen.rule.positive';
  if (value > SECONDS_MAX) return 'screen.rule.max';
  return null;
}

/** Spec 5 / 9: the device carousel period is an integer of at least 5. */
export function carouselPeriodProblem(value: Seconds): string | null {
  if (!required(value)) return 'screen.rule.required';
  if (!Number.isInteger(value)) return 'screen.rule.integer';
  if (value < CAROUSEL_MIN) return 'screen.rule.carouselMin';
  if (value > SECONDS_MAX) return 'screen.rule.max';
  return null;
}

/** The restore-poll-after-idle time: an integer number of seconds like the refresh times. */
export const idleTimeProblem = (value: Seconds): string | null => refreshTimeProblem(value);

/** Spec 5: at least one enterprise must be selected. */
export function enterprisesProblem(ids: readonly string[] | null | undefined): string | null {
  return ids && ids.length > 0 ? null : 'screen.rule.enterprise';
}

/** A type from its dictionary must be chosen. */
export function typeProblem(value: number | null | undefined): string | null {
  return value === null || value === undefined ? 'screen.rule.type' : null;
}

/**
 * Spec 5: while polling is off, its period and idle time are not in use (the fields are disabled), so
 * they are not checked; the saved values go back unchanged.
 */
export const whenPolling = <T,>(polling: boolean, problem: (value: T) => string | null) => (value: T) => (polling ? problem(value) : null);

/** The industry screen's title: optional, up to 50, no leading or trailing space (spec 5 title rule). */
export function industryTitleProblem(value: string | undefined | null): string | null {
  const title = value ?? '';
  if (title === '') return null;
  if (title !== title.trim()) return 'announcement.titleLimit1';
  if (lengthOf(title) > INDUSTRY_TITLE_MAX) return 'screen.rule.titleMax';
  return null;
}

/**
 * The industry screen's address: the website pattern of spec 5 (http or https). Required when the
 * customer screen is open (screen type 1): the top bar's icon jumps there.
 */
export function industryUrlProblem(value: string | undefined | null, screenType: number | undefined): string | null {
  const url = (value ?? '').trim();
  if (url === '') return screenType === 1 ? 'screen.rule.urlRequired' : null;
  if (url.length > URL_MAX) return 'screen.rule.urlMax';
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url) ? null : 'screen.rule.url';
}
