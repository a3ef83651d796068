import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 8, 9: a button that answered with a message (tips.messageDel, tips.err, a refusal) is enabled again after 3 s. */
const REENABLE_AFTER_MESSAGE_MS = 3000;

/**
 * `[coolingDown, start]`: start() disables for `ms`; a second start() restarts the wait. The timer is
 * cleared on unmount (Saber's timers were never cleared).
 */
export function useCooldown(ms = REENABLE_AFTER_MESSAGE_MS): [boolean, () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => setCoolingDown(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [coolingDown, start];
}
