import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalSocialAccounts } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { saveSocialAccounts } from '../store';
import { SOCIAL, USER } from '../test-fixtures';
import { renderProfile } from '../test-render';
import { SocialCard } from './social-card';

vi.mock('../store', () => ({ saveSocialAccounts: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const record: LocalSocialAccounts = {
  userId: USER,
  key: 'me',
  accounts: [{ socialmedia_id: 1, account_name: 'arber.hoxha', user_url: 'https://facebook.com/arber.hoxha' }],
  serverAccounts: [],
  medias: SOCIAL.social_medias,
};

const row = (id: number) => screen.getByTestId(`social-row-${id}`);

describe('SocialCard', () => {
  it('lists the accounts as links that open in a new tab', () => {
    renderProfile(<SocialCard userId={USER} record={record} row={undefined} onDiscard={vi.fn()} />);
    const link = within(screen.getByTestId('social-account-1')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://facebook.com/arber.hoxha');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never makes a link of an address that is not http(s)', () => {
    const bad = { ...record, accounts: [{ socialmedia_id: 1, account_name: 'x', user_url: 'javascript:alert(1)' }] };
    renderProfile(<SocialCard userId={USER} record={bad} row={undefined} onDiscard={vi.fn()} />);
    expect(within(screen.getByTestId('social-account-1')).queryByRole('link')).toBeNull();
  });

  it("says the server's messages for a half-filled account or an address that is not http(s)", async () => {
    renderProfile(<SocialCard userId={USER} record={record} row={undefined} onDiscard={vi.fn()} />);
    fireEvent.click(screen.getByTestId('social-edit'));
    fireEvent.change(within(row(2)).getByLabelText(/^Adresa në Twitter/), { target: { value: 'https://x.com/arber' } });
    fireEvent.change(within(row(3)).getByLabelText(/^Emri i llogarisë në Instagram/), { target: { value: 'arber' } });
    fireEvent.change(within(row(3)).getByLabelText(/^Adresa në Instagram/), { target: { value: 'ftp://instagram.com/arber' } });
    fireEvent.click(screen.getByTestId('social-save'));
    await within(row(2)).findByText('Ju lutem, plotësoni emrin e llogarisë!');
    expect(within(row(3)).getByText('Ju lutem, shënoni një adresë të vlefshme (http:// ose https://)!')).toBeTruthy();
    expect(saveSocialAccounts).not.toHaveBeenCalled();
  });

  it('saves the whole set on the device and returns to the view', async () => {
    renderProfile(<SocialCard userId={USER} record={record} row={undefined} onDiscard={vi.fn()} />);
    fireEvent.click(screen.getByTestId('social-edit'));
    fireEvent.change(within(row(3)).getByLabelText(/^Emri i llogarisë në Instagram/), { target: { value: 'arber' } });
    fireEvent.change(within(row(3)).getByLabelText(/^Adresa në Instagram/), { target: { value: 'https://instagram.com/arber' } });
    fireEvent.click(screen.getByTestId('social-save'));
    await waitFor(() => expect(screen.queryByTestId('social-form')).toBeNull());
    expect(saveSocialAccounts).toHaveBeenCalledWith(USER, [
      { socialmedia_id: 1, account_name: 'arber.hoxha', user_url: 'https://facebook.com/arber.hoxha' },
      { socialmedia_id: 2, account_name: '', user_url: '' },
      { socialmedia_id: 3, account_name: 'arber', user_url: 'https://instagram.com/arber' },
    ]);
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Modifikimi u krye me sukses!'));
  });
});
