import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LocalMyInfo } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { saveMyInfo } from '../store';
import { MEMBER, USER } from '../test-fixtures';
import { renderProfile } from '../test-render';
import { DetailsCard } from './details-card';

vi.mock('../store', () => ({ saveMyInfo: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const record = (info: LocalMyInfo['info']): LocalMyInfo => ({ userId: USER, key: 'me', info, serverInfo: { phone: MEMBER.phone, email: MEMBER.email } });

describe('DetailsCard', () => {
  it("shows the member's own intent for phone and email, with the pending mark until it is sent", () => {
    renderProfile(<DetailsCard userId={USER} member={MEMBER} info={record({ phone: '0691112222', email: null })} row={{ state: 'pending', lastError: null }} onDiscard={vi.fn()} />);
    expect(screen.getByTestId('details-full-name').textContent).toBe('Arbër Hoxha');
    expect(screen.getByTestId('details-username-value').textContent).toBe('arber');
    expect(screen.getByTestId('details-phone-value').textContent).toBe('0691112222');
    expect(screen.getByTestId('details-email-value').textContent).toBe('—');
    expect(screen.getByTestId('details-sync').textContent).toContain('Në pajisje');
  });

  it("shows the server's reason and a way to drop a refused change", () => {
    const onDiscard = vi.fn();
    renderProfile(<DetailsCard userId={USER} member={MEMBER} info={record({ phone: '1', email: null })} row={{ state: 'attention', lastError: 'Gabim nga serveri' }} onDiscard={onDiscard} />);
    expect(screen.getByTestId('details-sync').textContent).toContain('Gabim nga serveri');
    fireEvent.click(screen.getByRole('button', { name: 'Anulo ndryshimin' }));
    expect(onDiscard).toHaveBeenCalled();
  });

  it("says the validation messages and saves nothing while they stand", async () => {
    renderProfile(<DetailsCard userId={USER} member={MEMBER} info={record({ phone: MEMBER.phone, email: MEMBER.email })} row={undefined} onDiscard={vi.fn()} />);
    fireEvent.click(screen.getByTestId('details-edit'));
    fireEvent.change(screen.getByTestId('details-phone'), { target: { value: '12ab' } });
    fireEvent.change(screen.getByTestId('details-email'), { target: { value: 'arber@' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await screen.findByText('Ju lutemi, shënoni një numër telefoni të vlefshëm.');
    expect(screen.getByText('Ju lutem jepni një email të vlefshëm!')).toBeTruthy();
    expect(saveMyInfo).not.toHaveBeenCalled();
  });

  it("saves on the device, says 'Modifikimi u krye me sukses!' and returns to the view", async () => {
    renderProfile(<DetailsCard userId={USER} member={MEMBER} info={record({ phone: MEMBER.phone, email: MEMBER.email })} row={undefined} onDiscard={vi.fn()} />);
    fireEvent.click(screen.getByTestId('details-edit'));
    fireEvent.change(screen.getByTestId('details-phone'), { target: { value: '+355 69 111 2222' } });
    fireEvent.change(screen.getByTestId('details-email'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() => expect(screen.queryByTestId('details-form')).toBeNull());
    expect(saveMyInfo).toHaveBeenCalledWith(USER, { phone: '+355 69 111 2222', email: '' });
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Modifikimi u krye me sukses!'));
  });

  it('cannot edit before the profile is on the device, and says so', () => {
    renderProfile(<DetailsCard userId={USER} member={MEMBER} info={null} row={undefined} onDiscard={vi.fn()} />);
    expect(screen.getByTestId<HTMLButtonElement>('details-edit').disabled).toBe(true);
    expect(screen.getByTestId('details-not-downloaded')).toBeTruthy();
  });
});
