import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { foldText } from '../../../lib/fold-text';
import { sq as shellSq } from '../../../i18n/locales/sq';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { sq as votingDaySq } from '../i18n/sq';
import { VoterSearchPanel } from './voter-search-panel';
import { VoterRow } from './voter-row';

interface V {
  id: number;
  name: string;
  surname: string;
  father_name: string;
  list_number: number;
  folded: string;
  voted: boolean;
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'sq',
  resources: { sq: { translation: shellSq, [VOTING_DAY_NS]: votingDaySq } },
  interpolation: { escapeValue: false },
});

function makeVoters(n: number): V[] {
  const names = ['Ana', 'Ërmal', 'Besa', 'Çlirim'];
  const surnames = ['Hoxha', 'Çela', 'Kola'];
  return Array.from({ length: n }, (_, i) => {
    const name = names[i % names.length] ?? '';
    const surname = surnames[i % surnames.length] ?? '';
    return { id: i + 1, name, surname, father_name: 'Petrit', list_number: i + 1, folded: foldText(`${name} ${surname}`), voted: i % 5 === 0 };
  });
}

function renderPanel(voters: V[], onToggle = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <VoterSearchPanel
          voters={voters}
          getKey={(v) => v.id}
          renderRow={(v) => (
            <VoterRow
              row={{ id: v.id, listNumber: v.list_number, name: v.name, fatherName: v.father_name, surname: v.surname, voted: v.voted, sync: v.voted ? 'pending' : 'sent' }}
              busy={false}
              onToggle={onToggle}
            />
          )}
        />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return onToggle;
}

function rows(): HTMLElement[] {
  return screen.queryAllByTestId(/^voter-row-/);
}

afterEach(cleanup);

describe('VoterSearchPanel', () => {
  it('shows the whole list under the hint when nothing is searched, rendering only the rows in view', async () => {
    renderPanel(makeVoters(10_000));
    expect(screen.getByText('Kërko votues me opsionet e mësipërme!')).toBeTruthy();
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(100);
    expect(rows()[0]?.getAttribute('data-testid')).toBe('voter-row-1');
  });

  it("says 'Nuk ka votues!' for an empty list", () => {
    renderPanel([]);
    expect(screen.getByText('Nuk ka votues!')).toBeTruthy();
  });

  it('asks for at least 3 characters and lists nothing meanwhile', async () => {
    renderPanel(makeVoters(50));
    fireEvent.change(screen.getByTestId('search-general'), { target: { value: 'an' } });
    await screen.findByText('Emri duhet të ketë minimalisht 3 karaktere!');
    expect(rows()).toHaveLength(0);
  });

  it('filters by folded name and surname prefixes', async () => {
    renderPanel(makeVoters(12));
    fireEvent.change(screen.getByTestId('search-general'), { target: { value: 'ERMAL cel' } });
    await screen.findByText('Votues: 1');
    // Ërmal is index 1 (mod 4) and Çela is index 1 (mod 3): only voter 2 in the first 12.
    await vi.waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['voter-row-2']));
  });

  it("says 'Nuk ka votues për këtë kërkim!' when nothing matches", async () => {
    renderPanel(makeVoters(12));
    fireEvent.change(screen.getByTestId('search-general'), { target: { value: 'zzz' } });
    await screen.findByText('Nuk ka votues për këtë kërkim!');
    expect(rows()).toHaveLength(0);
  });

  it('refuses a list number below 1 and finds an exact one', async () => {
    renderPanel(makeVoters(200));
    const field = screen.getByTestId('search-list-number');
    fireEvent.change(field, { target: { value: '0' } });
    await screen.findByText('Numri në listë duhet të jetë numër i plotë, minimumi 1!');
    fireEvent.change(field, { target: { value: '17' } });
    await vi.waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['voter-row-17']));
  });

  it('confirms a voter who has not voted and deletes the mark of one who has', async () => {
    const onToggle = renderPanel(makeVoters(3));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const first = screen.getByTestId('voter-row-1'); // voted (index 0)
    const second = screen.getByTestId('voter-row-2');
    expect(first.dataset.voted).toBe('true');
    expect(first.dataset.sync).toBe('pending');
    expect(within(first).getByText('Ka votuar')).toBeTruthy();
    expect(within(first).getByText('Në pajisje')).toBeTruthy();
    expect(second.dataset.voted).toBe('false');
    fireEvent.click(within(second).getByRole('button', { name: /^Konfirmo/ }));
    expect(onToggle).toHaveBeenLastCalledWith(2, true);
    fireEvent.click(within(first).getByRole('button', { name: /^Fshi/ }));
    expect(onToggle).toHaveBeenLastCalledWith(1, false);
  });
});
