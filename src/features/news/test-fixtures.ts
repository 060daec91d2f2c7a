import type { NewsItem } from '../../contract/news';

/** News item `id`, newest first by id (a higher id was published later). */
export function newsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title: `Lajmi ${id}`,
    content: `<p>Përmbajtja e lajmit ${id}.</p>`,
    photo: `/media/${String(id).padStart(32, '0')}.png`,
    publish_date: `2025-05-${String((id % 28) + 1).padStart(2, '0')}T08:30:00Z`,
    member: { name: 'Arbër', surname: 'Hoxha', photo: null },
    ...overrides,
  };
}

export const manyNews = (count: number): NewsItem[] => Array.from({ length: count }, (_, i) => newsItem(count - i));
