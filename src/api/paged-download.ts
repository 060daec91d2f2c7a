import { olderWatermark } from '../contract/headers';
import type { Watermarked } from './token-get';

/** Records per list request while downloading a whole list (the server allows up to 1,000). */
export const DOWNLOAD_PAGE_SIZE = 500;

/** Every page of a paged list ({data, count}), in order: how a member's list comes to the device. */
export async function fetchAllPages<T>(fetchPage: (offset: number, limit: number) => Promise<{ data: T[]; count: number }>): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await fetchPage(items.length, DOWNLOAD_PAGE_SIZE);
    items.push(...page.data);
    if (page.data.length === 0 || items.length >= page.count) return items;
  }
}

/**
 * fetchAllPages for pages read with their watermark (getWithTokenAt): the list is as old as its
 * oldest page, since a change applied between two pages may be missing from the earlier one.
 */
export async function fetchAllPagesAt<T>(
  fetchPage: (offset: number, limit: number) => Promise<Watermarked<{ data: T[]; count: number }>>,
): Promise<Watermarked<T[]>> {
  let watermark: number | null | undefined;
  const items = await fetchAllPages(async (offset, limit) => {
    const page = await fetchPage(offset, limit);
    watermark = watermark === undefined ? page.watermark : olderWatermark(watermark, page.watermark);
    return page.value;
  });
  return { value: items, watermark: watermark ?? null };
}
