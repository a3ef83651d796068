import { isMockEnabled } from '../../platform/mockMode';
import { UPLOAD_CHUNK_SIZE } from './chunkPlan';

const TEST_KEY = 'console-upload-chunk-size';
const TEST_PARAM = 'upload-chunk-size';

/**
 * The chunk size the console cuts uploads with: 31457280 bytes (spec 9). A test setting, honoured only
 * while the in-browser mock backend runs: `?upload-chunk-size=N` (1 KB to 30 MB, sticky for the tab like
 * the mock's scenario) lets end-to-end tests send multi-chunk files of a few MB. Against a real server
 * (VITE_MOCK=off or ?mock=off) it is ignored.
 */
export function uploadChunkSize(): number {
  if (!isMockEnabled()) return UPLOAD_CHUNK_SIZE;
  const fromUrl = new URLSearchParams(window.location.search).get(TEST_PARAM);
  if (fromUrl) sessionStorage.setItem(TEST_KEY, fromUrl);
  const value = Number(sessionStorage.getItem(TEST_KEY));
  return Number.isInteger(value) && value >= 1024 && value <= UPLOAD_CHUNK_SIZE ? value : UPLOAD_CHUNK_SIZE;
}
