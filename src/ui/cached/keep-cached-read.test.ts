import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { keepCachedRead, MAX_CACHED_READS_PER_MEMBER } from './keep-cached-read';

afterEach(async () => {
  await db.cachedReads.clear();
});

describe('keepCachedRead (the copies read-only screens keep)', () => {
  it('keeps at most the bound per member, dropping the oldest, and never touches another member', async () => {
    await db.cachedReads.put({ userId: 8, key: '/api/other/', value: 1, at: 0 });
    for (let i = 0; i < MAX_CACHED_READS_PER_MEMBER + 5; i++) await keepCachedRead(7, `/api/page/?offset=${i}`, i, 1000 + i);
    const kept = await db.cachedReads.where('userId').equals(7).toArray();
    expect(kept).toHaveLength(MAX_CACHED_READS_PER_MEMBER);
    expect(kept.some((row) => row.key === '/api/page/?offset=0')).toBe(false);
    expect(kept.some((row) => row.key === `/api/page/?offset=${MAX_CACHED_READS_PER_MEMBER + 4}`)).toBe(true);
    expect(await db.cachedReads.get([8, '/api/other/'])).toBeDefined();
  });

  it('a fresh answer replaces the same key’s copy', async () => {
    await keepCachedRead(7, '/api/x/', 'old', 1);
    await keepCachedRead(7, '/api/x/', 'new', 2);
    expect(await db.cachedReads.get([7, '/api/x/'])).toMatchObject({ value: 'new', at: 2 });
  });
});
