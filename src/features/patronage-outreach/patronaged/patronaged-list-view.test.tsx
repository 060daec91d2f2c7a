import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LocalPatronaged } from '../../../db/database';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import { en as shellEn } from '../../../i18n/locales/en';
import { areaRenderer } from '../../../ui/testing/render-area';
import { en } from '../i18n/en';
import { OUTREACH_NS } from '../i18n/namespace';
import { renderOutreach } from '../test-render';
import { EMPTY_PATRONAGED_QUERY, PatronagedListView } from './patronaged-list-view';
import { LISTS, localRecord, patronagedVoter } from './test-fixtures';

vi.mock('../store', () => ({ patronagedRowKey: (id: number) => `patronaged:${id}` }));

afterEach(cleanup);

function records(n: number): LocalPatronaged[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const item = patronagedVoter(id, {
      has_reference: id % 2 === 0,
      voter: { ...patronagedVoter(id).voter, name: id === 3 ? 'Ërmal' : 'Ana', surname: `Hoxha${id}` },
    });
    const local = localRecord(item);
    return { userId: 7, id, ...local, serverEdit: local.edit, folded: { name: id === 3 ? 'ermal' : 'ana', surname: `hoxha${id}`, nid: item.voter.nid.toLowerCase() } };
  });
}

/** The page's wiring of search, paging and the view, without the download around it. */
function Harness({ all, outbox, onEdit }: { all: readonly LocalPatronaged[]; outbox: OutboxRows; onEdit: (id: number) => void }) {
  const { paging, search } = useLocalSearch(all, EMPTY_PATRONAGED_QUERY, 10);
  return (
    <PatronagedListView
      paging={paging}
      lists={LISTS}
      outbox={outbox}
      online
      exportState={{ status: 'idle' }}
      canExport
      onExport={vi.fn()}
      onSearch={search}
      onEdit={onEdit}
    />
  );
}

const rows = () => screen.queryAllByTestId('patronaged-row');

describe('PatronagedListView', () => {
  it('renders one page of 2,000 voters with the x-y nga N caption, and pages on', () => {
    renderOutreach(<Harness all={records(2000)} outbox={new Map()} onEdit={vi.fn()} />);
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('patronaged-pager-range').textContent).toBe('1-10 nga 2000');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    expect(screen.getByTestId('patronaged-pager-range').textContent).toBe('11-20 nga 2000');
    fireEvent.change(screen.getByLabelText('Rreshta për faqe'), { target: { value: '25' } });
    expect(rows()).toHaveLength(25);
    expect(screen.getByTestId('patronaged-pager-range').textContent).toBe('1-25 nga 2000');
  });

  it("colours rows from the member's edit and marks their sync state", () => {
    const all = records(4);
    const second = all[1] as LocalPatronaged;
    // Voter 2 has a referral; the member set a negative preference offline.
    all[1] = { ...second, edit: { ...second.edit, political_preference_id: 3 } };
    const outbox: OutboxRows = new Map([
      ['patronaged:2', { state: 'pending', lastError: null }],
      ['patronaged:4', { state: 'attention', lastError: 'Votuesi u ndryshua nga një pajisje tjetër!' }],
    ]);
    const onEdit = vi.fn();
    renderOutreach(<Harness all={all} outbox={outbox} onEdit={onEdit} />);
    const byId = (id: number) => rows().find((row) => row.dataset.id === String(id)) as HTMLElement;
    expect(byId(2).dataset.color).toBe('orange');
    expect(byId(2).dataset.syncState).toBe('pending');
    expect(within(byId(2)).getByText('Negativ')).toBeTruthy();
    expect(byId(1).dataset.color).toBe('white');
    expect(byId(1).dataset.syncState).toBe('sent');
    expect(byId(4).dataset.syncState).toBe('attention');
    expect(within(byId(4)).getByText('Votuesi u ndryshua nga një pajisje tjetër!')).toBeTruthy();
    fireEvent.click(within(byId(4)).getByRole('button', { name: /^Zgjidh konfliktin/ }));
    expect(onEdit).toHaveBeenCalledWith(4);
  });

  it('searches the device copy by folded prefix and starts again at page 1', () => {
    renderOutreach(<Harness all={records(30)} outbox={new Map()} onEdit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    const form = screen.getByTestId('patronaged-search');
    fireEvent.change(within(form).getByLabelText('Emri'), { target: { value: 'ërm' } });
    fireEvent.submit(form);
    expect(rows().map((row) => row.dataset.id)).toEqual(['3']);
    expect(screen.getByTestId('patronaged-pager-range').textContent).toBe('1-1 nga 1');
    fireEvent.change(within(form).getByLabelText('Emri'), { target: { value: 'zzz' } });
    fireEvent.submit(form);
    expect(screen.getByText('Nuk ka të dhëna!')).toBeTruthy();
  });
});

describe('the safety rating on screen', () => {
  it("is in the member's language (the Excel file keeps the Albanian words)", () => {
    const renderInEnglish = areaRenderer(OUTREACH_NS, en, { lng: 'en', shell: shellEn });
    const ratings = [1, 2, 3] as const;
    const all = records(3).map((record, i): LocalPatronaged => ({ ...record, edit: { ...record.edit, safety_rating: ratings[i] ?? null } }));
    renderInEnglish(<Harness all={all} outbox={new Map()} onEdit={vi.fn()} />);
    const text = rows().map((row) => row.textContent ?? '');
    expect(text[0]).toContain('Sure');
    expect(text[1]).toContain('Unsure');
    expect(text[2]).toContain('Hesitant');
    expect(text.join(' ')).not.toMatch(/I sigurt|I pasigurt|Lëkundës/);
  });
});
