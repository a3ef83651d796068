import { useCallback, useEffect, useRef, useState } from 'react';

/** spec 8, 9: after the no-selection message the button is disabled for 3 s. */
export const BUTTON_REENABLE_MS = 3000;

/** Which buttons are cooling down; each timer is cleared on unmount (Saber's never were). */
export function useCooldown<K extends string>(ms = BUTTON_REENABLE_MS) {
  const [cooling, setCooling] = useState<ReadonlySet<K>>(new Set());
  const timers = useRef(new Map<K, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const coolDown = useCallback(
    (key: K) => {
      clearTimeout(timers.current.get(key));
      setCooling((current) => new Set(current).add(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setCooling((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }, ms),
      );
    },
    [ms],
  );

  return { isCooling: (key: K) => cooling.has(key), coolDown };
}
