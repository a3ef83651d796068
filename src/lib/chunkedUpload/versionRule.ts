// spec 5 (Software upload): the version number is required — 请输入版本号！ when nothing is entered,
// 版本号不能为空 when only spaces are; the contract bounds it at 50 characters (SoftwareFileChunk.tab).
import { lengthOf } from '../forms/textLength';

export const VERSION_MAX_LENGTH = 50;

/** The message id of what is wrong with a version number, or undefined when it may be sent. */
export function versionProblem(value: string | undefined | null): string | undefined {
  if (!value) return 'software.upload.versionRequired';
  if (!value.trim()) return 'software.upload.versionBlank';
  if (lengthOf(value.trim()) > VERSION_MAX_LENGTH) return 'software.upload.versionTooLong';
  return undefined;
}

/** The contract's SoftwareFileChunk.filename and SoftwareFile.name maxLength, in characters. */
export const FILE_NAME_MAX_LENGTH = 255;

/** The message id of what is wrong with the chosen file's name (a name the server could not store), or undefined. */
export function fileNameProblem(name: string): string | undefined {
  return lengthOf(name) > FILE_NAME_MAX_LENGTH ? 'software.upload.fileNameTooLong' : undefined;
}
