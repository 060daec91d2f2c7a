import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTasks } from '../test-render';
import type { ShownParticipant } from '../use-participants';
import { ParticipantsTable } from './participants-table';

afterEach(cleanup);

const people: ShownParticipant[] = [
  { memberId: 1, name: 'Ëngjëll', surname: 'Shehu', photo: null, completed: true, change: undefined },
  { memberId: 2, name: 'Drita', surname: 'Çela', photo: null, completed: false, change: { key: 'task-attendance:7-2', state: 'pending', lastError: null } },
];

describe('the participants table', () => {
  it('filters by first or last name, ignoring case, ë and ç', () => {
    renderTasks(<ParticipantsTable participants={people} />);
    expect(screen.getAllByTestId('participant-row')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('participants-filter'), { target: { value: 'engj' } });
    expect(screen.getAllByTestId('participant-row').map((r) => r.dataset.member)).toEqual(['1']);
    fireEvent.change(screen.getByTestId('participants-filter'), { target: { value: 'cel' } });
    expect(screen.getAllByTestId('participant-row').map((r) => r.dataset.member)).toEqual(['2']);
    fireEvent.change(screen.getByTestId('participants-filter'), { target: { value: 'askush' } });
    expect(screen.getByTestId('participants-table-empty').textContent).toBe('Nuk ka të dhëna!');
  });

  it('shows attendance read-only, and a scan still on the device as waiting', () => {
    renderTasks(<ParticipantsTable participants={people} />);
    const rows = screen.getAllByTestId('participant-row');
    expect(rows.map((r) => r.dataset.completed)).toEqual(['true', 'false']);
    expect(screen.getAllByTestId('participant-sync').map((n) => n.dataset.sync)).toEqual(['pending']);
  });
});
