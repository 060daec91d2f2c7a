import { describe, expect, it } from 'vitest';
import type { MemberTask } from '../../contract/member-tasks';
import { progressPalette } from './components/qr-task-fields';
import { readQuery, listPath, writeQuery } from './query';
import { effectiveStatus } from './status';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const assignment = (over: Partial<MemberTask>): MemberTask =>
  ({ status: 'ongoing', completed: false, refused: false, end_date: '2026-11-30T10:00:00Z', ...over }) as MemberTask;

describe('the status the member sees', () => {
  it('follows their own decision before the server has it', () => {
    expect(effectiveStatus(assignment({}), 'completed', NOW)).toEqual({ status: 'completed', refused: false });
    expect(effectiveStatus(assignment({}), 'refused', NOW)).toEqual({ status: 'unfinished', refused: true });
    expect(effectiveStatus(assignment({ status: 'unfinished' }), 'open', NOW)).toEqual({ status: 'unfinished', refused: false });
  });

  it('a refusal undone on the device goes by the end date again', () => {
    expect(effectiveStatus(assignment({ refused: true, status: 'unfinished' }), 'open', NOW)).toEqual({ status: 'ongoing', refused: false });
    expect(effectiveStatus(assignment({ refused: true, status: 'unfinished', end_date: '2026-11-01T00:00:00Z' }), 'open', NOW).status).toBe('unfinished');
  });
});

describe('the list query', () => {
  it('pages with offset and limit and keeps filters in the URL', () => {
    const query = readQuery(new URLSearchParams('name=Takim&status=completed&page=3&size=5'));
    expect(query).toEqual({ name: 'Takim', status: 'completed', page: 3, pageSize: 5 });
    expect(listPath(query)).toBe('/api/hr/my-assigned-tasks/?offset=10&limit=5&name=Takim&status=completed');
    expect(writeQuery({ ...query, page: 1, pageSize: 10 }).toString()).toBe('name=Takim&status=completed');
    expect(readQuery(new URLSearchParams('status=bogus&page=-1')).status).toBe('');
  });
});

describe('progress colours (spec 02 §4)', () => {
  it('red up to 33, amber up to 66, green above', () => {
    expect([0, 33, 34, 66, 67, 100].map(progressPalette)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green']);
  });
});
