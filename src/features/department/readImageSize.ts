import type { ImageSize } from './rules';

/** The pixel size of a chosen picture, decoded by the browser (spec 5: logo and big-screen limits). */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('The picture cannot be decoded'));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
