// The two pictures of the department form (spec 5, 8): in the edit form a chosen picture is uploaded
// at once for the department; in the add form it waits, because the department has no id until it is
// saved (submit answers no id), and is uploaded right after the save.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { removeDepartmentImage, uploadDepartmentImage, uploadDepartmentLogo } from '../../../generated/endpoints/department/department';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { okData } from '../../lib/http/okData';
import type { ImageStatus } from './ImageField';
import type { ImageKind } from './rules';

export type ImageState = { stored?: string; file?: File; preview?: string; status: ImageStatus };

/** Uploads one picture for department `deptId`; the stored value comes back (logo: data, image: msg). */
async function uploadPicture(kind: ImageKind, deptId: string, file: File): Promise<string> {
  if (kind === 'logo') {
    const reply = okData(await uploadDepartmentLogo({ file, deptId }));
    return reply.data ?? '';
  }
  const reply = okData(await uploadDepartmentImage({ file, deptId }));
  return reply.msg;
}

export function useDepartmentImages(deptId: string | undefined, initial: { logo?: string; image?: string }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string) => intl.formatMessage({ id });
  const [images, setImages] = useState<Record<ImageKind, ImageState>>({
    logo: { stored: initial.logo || undefined, status: 'idle' },
    screen: { stored: initial.image || undefined, status: 'idle' },
  });
  // Object URLs of local previews are released when replaced and when the form goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const previewOf = (file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  };
  const release = (url: string | undefined) => {
    if (!url || !urls.current.delete(url)) return;
    URL.revokeObjectURL(url);
  };
  const update = (kind: ImageKind, next: ImageState) => setImages((all) => ({ ...all, [kind]: next }));

  const accept = async (kind: ImageKind, file: File) => {
    const before = images[kind];
    const preview = previewOf(file);
    if (!deptId) {
      update(kind, { stored: undefined, file, preview, status: 'pending' });
      release(before.preview);
      return;
    }
    update(kind, { ...before, preview, status: 'uploading' });
    try {
      const stored = await uploadPicture(kind, deptId, file);
      update(kind, { stored, preview, status: 'idle' });
      release(before.preview);
      toast.success(t('department.image.uploaded'));
    } catch (error) {
      // Nothing changes on the server; the previous picture stays.
      update(kind, before);
      release(preview);
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
    }
  };

  /** Spec 8: removal after the confirm; the old picture comes back when the server refuses. */
  const remove = async (kind: ImageKind) => {
    const before = images[kind];
    update(kind, { status: 'idle' });
    if (kind !== 'screen' || !deptId || !before.stored) {
      release(before.preview);
      return;
    }
    try {
      await removeDepartmentImage({ deptId, image: before.stored });
      release(before.preview);
    } catch (error) {
      update(kind, before);
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      toast.warning(t('department.image.restored'));
    }
  };

  /** After a new department is saved: its waiting pictures go up; false when one did not. */
  const uploadPending = async (newId: string): Promise<boolean> => {
    let allUploaded = true;
    for (const kind of ['logo', 'screen'] as const) {
      const { file } = images[kind];
      if (!file) continue;
      try {
        await uploadPicture(kind, newId, file);
      } catch {
        allUploaded = false;
      }
    }
    return allUploaded;
  };

  const hasPending = !!(images.logo.file || images.screen.file);
  const busy = images.logo.status === 'uploading' || images.screen.status === 'uploading';
  return { images, accept, remove, uploadPending, hasPending, busy };
}
