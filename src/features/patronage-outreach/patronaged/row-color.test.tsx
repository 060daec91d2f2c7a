import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderOutreach } from '../test-render';
import { ColorLegend } from './color-legend';
import { rowColor } from './displayed-voter';
import { LISTS, localRecord, patronagedVoter } from './test-fixtures';

afterEach(cleanup);

describe('rowColor', () => {
  const referred = patronagedVoter(1, { has_reference: true });
  const plain = patronagedVoter(2, { has_reference: false });

  it('is red for a clearly opposed preference, referred or not', () => {
    expect(rowColor(localRecord(referred, { political_preference_id: 4 }), LISTS.preferences)).toBe('red');
    expect(rowColor(localRecord(plain, { political_preference_id: 4 }), LISTS.preferences)).toBe('red');
  });

  it('is orange for a negative preference with a referral, white without one', () => {
    expect(rowColor(localRecord(referred, { political_preference_id: 3 }), LISTS.preferences)).toBe('orange');
    expect(rowColor(localRecord(plain, { political_preference_id: 3 }), LISTS.preferences)).toBe('white');
  });

  it('is yellow for no information with a referral, white without one', () => {
    expect(rowColor(localRecord(referred, { political_preference_id: null }), LISTS.preferences)).toBe('yellow');
    expect(rowColor(localRecord(plain, { political_preference_id: null }), LISTS.preferences)).toBe('white');
  });

  it('is white for a supporter or an undecided voter', () => {
    expect(rowColor(localRecord(referred, { political_preference_id: 1 }), LISTS.preferences)).toBe('white');
    expect(rowColor(localRecord(referred, { political_preference_id: 2 }), LISTS.preferences)).toBe('white');
  });

  it("follows the member's unsent edit, not the server's colour", () => {
    const serverRed = patronagedVoter(3, { political_preference: { id: 4, name: 'Kundër' }, voter_color: 'red', has_reference: true });
    expect(rowColor(localRecord(serverRed, { political_preference_id: 3 }), LISTS.preferences)).toBe('orange');
  });

  it("keeps the server's colour while the preference list is not on the device and the preference is unchanged", () => {
    const serverOrange = patronagedVoter(4, { political_preference: { id: 3, name: 'Negativ' }, voter_color: 'orange', has_reference: true });
    expect(rowColor(localRecord(serverOrange), new Map())).toBe('orange');
    expect(rowColor(localRecord(serverOrange, { political_preference_id: 4 }), new Map())).toBe('white');
  });
});

describe('ColorLegend', () => {
  it('explains the four colours in order', () => {
    renderOutreach(<ColorLegend />);
    const legend = screen.getByTestId('color-legend');
    expect(within(legend).getByText('Ngjyrat e rreshtave')).toBeTruthy();
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.color)).toEqual(['red', 'orange', 'yellow', 'white']);
    expect(items.map((item) => item.textContent)).toEqual([
      'E kuqe: preferencë qartësisht kundër',
      'Portokalli: preferencë negative, por me referim',
      'E verdhë: pa informacion, por me referim',
      'E bardhë: të tjerët',
    ]);
  });
});
