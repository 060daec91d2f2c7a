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
