import { describe, expect, it } from 'vitest';
import { listPath, readQuery, writeQuery } from './query';

describe('notifications query', () => {
  it('pages with offset = size × (page − 1) and sends the filters under the server’s names', () => {
    expect(listPath({ title: '', description: '', from: '', to: '', page: 1, pageSize: 10 })).toBe('/api/sns/my-notifications/?offset=0&limit=10');
    expect(listPath({ title: ' Takim ', description: 'degë', from: '2025-04-01', to: '2025-04-30', page: 3, pageSize: 5 })).toBe(
      '/api/sns/my-notifications/?offset=10&limit=5&title=Takim&description=deg%C3%AB&from_date=2025-04-01&to_date=2025-04-30',
    );
  });

  it('round-trips through the URL and ignores what does not fit', () => {
    const query = { title: 'a', description: '', from: '2025-01-02', to: '', page: 2, pageSize: 15 };
    expect(readQuery(writeQuery(query))).toEqual(query);
    expect(readQuery(new URLSearchParams('page=-1&size=abc&from=yesterday'))).toEqual({ title: '', description: '', from: '', to: '', page: 1, pageSize: 10 });
    expect(writeQuery({ ...query, title: '', from: '', page: 1, pageSize: 10 }).toString()).toBe('');
  });
});
