import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../router/appRouter';
import type { ParamCodec } from './urlParams';

/**
 * One value of the page's address that is not a list filter (the open detail's id): read through a
 * codec, written by replacing the history entry, the list's page and filters left as they are. `hrefOf`
 * is the address with another value, for a real link (it can be opened in a new tab, or shared).
 */
export function useAddressParam<T>(
  key: string,
  codec: ParamCodec<T>,
): [T | undefined, (value: T | undefined) => void, (value: T | undefined) => string] {
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  const value = codec.read(new URLSearchParams(search), key);
  const hrefOf = useCallback(
    (next: T | undefined) => {
      const params = new URLSearchParams(search);
      codec.write(params, key, next);
      const query = params.toString();
      return `${pathname}${query ? `?${query}` : ''}`;
    },
    [codec, key, pathname, search],
  );
  const set = useCallback((next: T | undefined) => void navigate(hrefOf(next), { replace: true }), [hrefOf, navigate]);
  return [value, set, hrefOf];
}
