import { appConfig } from './config';

/** Spec 3: every stored value is a record `{dataType, content, type, datetime}` under a prefixed key. */
export type StoredRecord<T> = {
  dataType: string;
  content: T;
  type: 'session' | 'local';
  datetime: number;
};

const area = (type: StoredRecord<unknown>['type']) => (type === 'session' ? sessionStorage : localStorage);
/** @internal Exported for its tests; nothing in the console imports it. */
export const storageKey = (name: string) => `${appConfig.keyPrefix}-${name}`;

export function setStore<T>(name: string, content: T, type: StoredRecord<T>['type'] = 'session') {
  const record: StoredRecord<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  area(type).setItem(storageKey(name), JSON.stringify(record));
}

export function getStore<T>(name: string, type: StoredRecord<T>['type'] = 'session'): T | undefined {
  const raw = area(type).getItem(storageKey(name));
  if (!raw) return undefined;
  try {
    return (JSON.parse(raw) as StoredRecord<T>).content;
  } catch {
    return undefined;
  }
}

export function removeStore(name: string, type: StoredRecord<unknown>['type'] = 'session') {
  area(type).removeItem(storageKey(name));
}

/** Removes every cookie the console set (names under the key prefix). */
export function clearConsoleCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name?.startsWith(appConfig.keyPrefix)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}
