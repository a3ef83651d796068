// spec 4 (Upload) and 8 (Upload): what the reply to one chunk means for the upload.

/** The msg values of the contract's FileUploadReply. */
const UPLOAD_REPLY = { uploaded: '上传成功', exists: '文件已存在', failed: '上传失败' } as const;

export type ChunkOutcome = 'continue' | 'success' | 'exists' | 'failed';

/**
 * spec 4: "the last chunk, or a reply 上传成功, ends with success"; 文件已存在 and 上传失败 end the upload
 * with a warning. Anything else (操作成功) means the chunk was stored and the next one may go.
 * The warnings win over "last": a last chunk answered 上传失败 did not succeed.
 */
export function outcomeOf(msg: unknown, last: boolean): ChunkOutcome {
  if (msg === UPLOAD_REPLY.exists) return 'exists';
  if (msg === UPLOAD_REPLY.failed) return 'failed';
  if (msg === UPLOAD_REPLY.uploaded || last) return 'success';
  return 'continue';
}
