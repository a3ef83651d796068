// The department form's rules (spec 5 "Department form", 9), as pure functions returning react-intl
// message ids, so the form, the image fields and the tests share one definition.

import { MAINLAND_MOBILE } from '../../lib/forms/patterns';
import { lengthOf } from '../../lib/forms/textLength';

/** Spec 5: the name reuses the announcement title rule - 1 to 50, no leading or trailing space. */
const NAME_MAX = 50;
/** The contract's Department.address and Department.remark maxLength (the form's `max` rules). */
export const ADDRESS_MAX = 255;
export const REMARK_MAX = 500;

/** Spec 5: other.deptEmpty when empty or blank, announcement.titleLimit1 for surrounding spaces. */
export function nameProblem(value: string | undefined | null): string | null {
  const name = value ?? '';
  if (name.trim() === '') return 'other.deptEmpty';
  if (name !== name.trim()) return 'announcement.titleLimit1';
  if (lengthOf(name) > NAME_MAX) return 'department.rule.nameMax';
  return null;
}

/**
 * A mainland mobile (spec 5 profile rule) or a landline with its area code and an optional extension;
 * the contract allows digits, + and - up to 20 characters. Empty is allowed (the field is optional).
 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const INTERNATIONAL = /^\+\d{6,18}$/;
export function phoneProblem(value: string | undefined | null): string | null {
  const phone = (value ?? '').trim();
  if (phone === '') return null;
  if (phone.length > 20) return 'department.rule.phone';
  return MAINLAND_MOBILE.test(phone) || LANDLINE.test(phone) || INTERNATIONAL.test(phone) ? null : 'department.rule.phone';
}

// ---- images (spec 5, 8, 9) ----------------------------------------------------------------------

export type ImageKind = 'logo' | 'screen';
export type ImageSize = { width: number; height: number };

const EXTENSIONS = ['png', 'jpg', 'jpeg'];
const MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
/** Spec 9: logo at most 256x256. */
const LOGO_MAX: ImageSize = { width: 256, height: 256 };
/** Spec 9: big-screen image at most 2 MB (2097152 bytes) and 860 wide x 484 high. */
const SCREEN_MAX: ImageSize = { width: 860, height: 484 };
/** @internal Exported for its tests; nothing in the console imports it. */
export const SCREEN_MAX_BYTES = 2097152;
/** What the file choosers accept (spec 5: png/jpg/jpeg only). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * Spec 8 tips.image: the extension must be png/jpg/jpeg and a declared type must agree.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function imageTypeProblem(file: { name: string; type: string }): string | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(ext)) return 'tips.image';
  if (file.type && !MIME_TYPES.includes(file.type.toLowerCase())) return 'tips.image';
  return null;
}

/**
 * Spec 8 tips.imageSize: only the big-screen image has a byte limit.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function imageBytesProblem(kind: ImageKind, bytes: number): string | null {
  return kind === 'screen' && bytes > SCREEN_MAX_BYTES ? 'tips.imageSize' : null;
}

/**
 * Spec 8 tips.imageDimension (logo) and tips.imageDimension2 (big-screen image).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function imageDimensionProblem(kind: ImageKind, size: ImageSize): string | null {
  const max = kind === 'logo' ? LOGO_MAX : SCREEN_MAX;
  if (size.width <= max.width && size.height <= max.height) return null;
  return kind === 'logo' ? 'tips.imageDimension' : 'tips.imageDimension2';
}

/**
 * All checks in the order a user meets them: type, bytes, then pixels (decoding is the slow part,
 * so it runs only for a file that passed the cheap checks). `readSize` decodes the picture.
 */
export async function imageProblem(
  kind: ImageKind,
  file: { name: string; type: string; size: number },
  readSize: () => Promise<ImageSize>,
): Promise<string | null> {
  const problem = imageTypeProblem(file) ?? imageBytesProblem(kind, file.size);
  if (problem) return problem;
  let size: ImageSize;
  try {
    size = await readSize();
  } catch {
    return 'department.image.unreadable';
  }
  return imageDimensionProblem(kind, size);
}

/**
 * Spec 5/8 tips.message: a new department's images are uploaded for the department they belong to,
 * so name, map address, parent and industry must be there before one is chosen.
 */
export function missingBeforeImage(values: {
  deptName?: string;
  mapAddress?: string;
  parentId?: string;
  vocations?: number[];
}): boolean {
  return nameProblem(values.deptName) !== null || !values.mapAddress?.trim() || !values.parentId || !values.vocations?.length;
}

// ---- add and edit refusals (spec 4, 5) -----------------------------------------------------------

export type ParentFacts = {
  /** The chosen parent is a whole-machine device (property true). */
  isEquipment: boolean;
  /** Devices sit directly in the parent (it is a leaf holding devices). */
  hasOwnDevices: boolean;
  /** Users with roles belong to the parent. */
  hasRoles: boolean;
};

/**
 * Spec 5: equipment does not take enterprises under it; spec 4: a company that has devices or roles
 * takes no new subordinate (department.addRole). null when the add may go ahead.
 */
export function addRefusal(parent: ParentFacts): string | null {
  if (parent.isEquipment) return 'department.equipmentNoEnterprise';
  if (parent.hasOwnDevices || parent.hasRoles) return 'department.addRole';
  return null;
}

/** Spec 4: the root (parentId '0') cannot be edited (tips.editMessage). */
export const editRefusal = (parentId: string | undefined): string | null => (parentId === '0' ? 'tips.editMessage' : null);
