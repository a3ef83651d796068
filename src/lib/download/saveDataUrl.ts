import { saveBlob } from './saveBlob';

/** A `data:<type>;base64,...` URL (a chart's PNG) as a Blob, without a network call. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  if (!head.endsWith(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Saves a data URL (e.g. a chart exported as PNG) as a file named `name`. */
export function saveDataUrl(dataUrl: string, name: string) {
  saveBlob(dataUrlToBlob(dataUrl), name);
}
