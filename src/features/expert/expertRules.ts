import type { TextRule } from '../../lib/forms/textProblem';

/**
 * The expert form's text limits: the contract's ExpertFields (spec 5's shared rules - a title-like fault
 * type of 1-50 without surrounding spaces, long texts up to 1000 or 2000).
 */
export const EXPERT_LIMITS = {
  faultType: { required: true, max: 50, trimmed: true },
  deviceType: { max: 50, trimmed: true },
  symptoms: { required: true, max: 1000 },
  causes: { required: true, max: 2000 },
  advice: { required: true, max: 2000 },
} as const satisfies Record<string, TextRule>;
