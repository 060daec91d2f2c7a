import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubMediaFetch } from '../../../ui/media/testing/stub-media';
import { manyNews, newsItem } from '../test-fixtures';
import { renderNews } from '../test-render';
import { NewsGrid } from './news-grid';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('NewsGrid', () => {
  it('shows 6 cards a page with the pager', () => {
    renderNews(<NewsGrid items={manyNews(8)} />);
    expect(within(screen.getByTestId('news-grid')).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByTestId('news-pager-range').textContent).toBe('1-6 nga 8');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    expect(within(screen.getByTestId('news-grid')).getAllByRole('article')).toHaveLength(2);
  });

  it('asks for older news on reaching its last page, not before', () => {
    const onLastPage = vi.fn();
    renderNews(<NewsGrid items={manyNews(12)} onLastPage={onLastPage} />);
    expect(onLastPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    expect(onLastPage).toHaveBeenCalledTimes(1);
  });

  it('truncates the title at 80 and the text at 110 characters, and gives the photo (fetched with the token) an alt text', async () => {
    const fetchMock = stubMediaFetch();
    const item = newsItem(1, { title: 'T'.repeat(90), content: `<p>${'c'.repeat(120)}</p>` });
    renderNews(<NewsGrid items={[item]} />);
    const card = screen.getByTestId('news-card-1');
    expect(within(card).getByTestId('news-card-title').textContent).toBe(`${'T'.repeat(80)}...`);
    expect(within(card).getByTestId('news-card-text').textContent).toBe(`${'c'.repeat(110)}...`);
    const photo = await within(card).findByRole('img');
    expect(photo.getAttribute('alt')).toBe(`Foto e lajmit: ${'T'.repeat(90)}`);
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/media\/0+1\.png$/);
  });

  it('opens the reader through the card link', () => {
    renderNews(<NewsGrid items={[newsItem(4)]} />);
    expect(screen.getByRole('link', { name: 'Lajmi 4' }).getAttribute('href')).toBe('/news-grid?id=4');
  });

  it("says the spec's empty text", () => {
    renderNews(<NewsGrid items={[]} />);
    expect(screen.getByTestId('news-empty').textContent).toBe('Nuk gjendet asnjë lajm nga kërkimi i bërë!');
  });
});
