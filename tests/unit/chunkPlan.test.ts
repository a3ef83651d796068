// @vitest-environment node
// spec 3, 9: how the software upload cuts a file, what a resume still has to send, the KB column.
import { describe, expect, it } from 'vitest';
import { bytesHeld, chunksToSend, formatSizeKb, planChunks, UPLOAD_CHUNK_SIZE } from '../../src/lib/chunkedUpload/chunkPlan';

const MB = 1024 * 1024;

describe('planChunks', () => {
  it('uses the spec 9 chunk size by default', () => {
    expect(UPLOAD_CHUNK_SIZE).toBe(31457280);
    expect(planChunks(70 * MB).map((c) => c.size)).toEqual([30 * MB, 40 * MB]);
  });

  it.each([
    // totalSize, chunkSize, expected [start, end) per chunk
    [1, 10, [[0, 1]]],
    [9, 10, [[0, 9]]],
    [10, 10, [[0, 10]]],
    [19, 10, [[0, 19]]], // the last chunk takes the remainder: up to one byte short of two chunks
    [20, 10, [[0, 10], [10, 20]]],
    [25, 10, [[0, 10], [10, 25]]],
    [30, 10, [[0, 10], [10, 20], [20, 30]]],
  ])('cuts %i bytes in chunks of %i as simple-uploader does', (total, size, expected) => {
    const plan = planChunks(total, size);
    expect(plan.map((c) => [c.start, c.end])).toEqual(expected);
    expect(plan.map((c) => c.number)).toEqual(expected.map((_, i) => i + 1));
    expect(plan.map((c) => c.last)).toEqual(expected.map((_, i) => i === expected.length - 1));
    expect(plan.every((c) => c.size === c.end - c.start)).toBe(true);
    expect(plan.reduce((sum, c) => sum + c.size, 0)).toBe(total);
  });

  it('keeps every chunk within the contract (currentChunkSize < 2 x chunkSize)', () => {
    const plan = planChunks(2 * UPLOAD_CHUNK_SIZE - 1);
    expect(plan).toHaveLength(1);
    expect(plan[0].size).toBe(62914559);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a file of %s bytes (the contract wants totalSize >= 1)', (total) => {
    expect(() => planChunks(total, 10)).toThrow(RangeError);
  });

  it('refuses a chunk size below 1', () => {
    expect(() => planChunks(10, 0)).toThrow(RangeError);
  });
});

describe('chunksToSend (resume)', () => {
  const plan = planChunks(50, 10); // 5 chunks
  it.each([
    [[], [1, 2, 3, 4, 5]],
    [[1], [2, 3, 4, 5]],
    [[1, 2, 3], [4, 5]],
    [[1, 3], [2, 4, 5]], // a gap is filled, nothing held goes twice
    [[1, 2, 3, 4, 5], [5]], // all held but not put together: the last chunk again completes it
    [[7, 9], [1, 2, 3, 4, 5]], // numbers outside the plan mean nothing
  ])('with %j held sends %j', (held, expected) => {
    expect(chunksToSend(plan, held).map((c) => c.number)).toEqual(expected);
  });

  it('counts the bytes held for the progress bar', () => {
    expect(bytesHeld(planChunks(25, 10), [])).toBe(0);
    expect(bytesHeld(planChunks(25, 10), [1])).toBe(10);
    expect(bytesHeld(planChunks(25, 10), [1, 2])).toBe(25);
  });
});

describe('formatSizeKb (spec 2.6, 9: KB with 2 decimals)', () => {
  it.each([
    [0, '0.00'],
    [1, '0.00'],
    [512, '0.50'],
    [1024, '1.00'],
    [1536, '1.50'],
    [1048576, '1024.00'],
    [73400320, '71680.00'],
    [1000, '0.98'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatSizeKb(bytes)).toBe(text);
  });
});
