import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { stubMediaFetch } from '../../../ui/media/testing/stub-media';
import { manyNews, newsItem } from '../test-fixtures';
import { renderNews } from '../test-render';
import { latestOthers, NewsReader } from './news-reader';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('NewsReader', () => {
  // What the sanitiser removes is checked in real Chromium (tests/e2e/news.spec.ts); happy-dom cannot run DOMPurify.
  it('shows title, date and time, publisher, photo and the content', async () => {
    stubMediaFetch();
    const item = newsItem(3, { content: '<p>Mirë <strong>se</strong> vini</p>' });
    renderNews(<NewsReader item={item} latest={[item]} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lajmi 3' })).toBeTruthy();
    expect(screen.getByTestId('news-reader-meta').textContent).toBe('Publikuar më 04-05-2025 10:30 · Nga Arbër Hoxha');
    const content = screen.getByTestId('news-reader-content');
    expect(content.textContent).toContain('Mirë se vini');
    expect(await screen.findByRole('img', { name: 'Foto e lajmit: Lajmi 3' })).toBeTruthy();
  });

  it("shows at most 4 'latest news' cards, never the item being read, truncated at 50 and 100", () => {
    const list = manyNews(7);
    list[1] = newsItem(6, { title: 'L'.repeat(60), content: 'k'.repeat(130) });
    renderNews(<NewsReader item={list[0] ?? null} latest={list} onBack={vi.fn()} />);
    const cards = within(screen.getByTestId('news-latest')).getAllByRole('article');
    expect(cards.map((c) => c.dataset.testid)).toEqual(['news-card-6', 'news-card-5', 'news-card-4', 'news-card-3']);
    expect(within(cards[0] as HTMLElement).getByTestId('news-card-title').textContent).toBe(`${'L'.repeat(50)}...`);
    expect(within(cards[0] as HTMLElement).getByTestId('news-card-text').textContent).toBe(`${'k'.repeat(100)}...`);
  });

  it('leaves out the latest section when there is no other item', () => {
    expect(latestOthers([newsItem(1)], 1)).toEqual([]);
  });

  it('says when the item is not on the device', () => {
    renderNews(<NewsReader item={null} latest={[]} onBack={vi.fn()} />);
    expect(screen.getByTestId('news-not-found')).toBeTruthy();
  });
});
