import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { deleteMyPhoto, uploadMyPhoto } from '../api';
import { renderProfile } from '../test-render';
import { PhotoCard } from './photo-card';

vi.mock('../api', () => ({ uploadMyPhoto: vi.fn(() => Promise.resolve({ photo: '/media/new.png' })), deleteMyPhoto: vi.fn(() => Promise.resolve({ photo: null })) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const choose = (file: File) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
const button = (id: string) => screen.getByTestId<HTMLButtonElement>(id);

describe('PhotoCard', () => {
  it('refuses a file that is not a photo with its message, and keeps Ruaj off', async () => {
    renderProfile(<PhotoCard fullName="Arbër Hoxha" photo={null} online onChanged={vi.fn()} />);
    choose(new File(['hello'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('photo-problem').textContent).toBe('Lejohen vetëm foto JPEG, PNG ose WebP.'));
    expect(button('photo-save').disabled).toBe(true);
  });

  it('previews a chosen photo, saves it and disables the buttons again', async () => {
    const onChanged = vi.fn();
    renderProfile(<PhotoCard fullName="Arbër Hoxha" photo={null} online onChanged={onChanged} />);
    choose(new File([PNG], 'foto.png', { type: 'image/png' }));
    await screen.findByTestId('photo-preview');
    expect(button('photo-save').disabled).toBe(false);
    fireEvent.click(button('photo-save'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('/media/new.png'));
    expect(uploadMyPhoto).toHaveBeenCalled();
    expect(notifySuccess).toHaveBeenCalledWith('Foto u ndryshua me sukses!');
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect(button('photo-save').disabled).toBe(true);
  });

  it("'Fshi' on an unsaved preview only reverts it; otherwise it deletes the saved photo", async () => {
    renderProfile(<PhotoCard fullName="Arbër Hoxha" photo="/media/old.png" online onChanged={vi.fn()} />);
    choose(new File([PNG], 'foto.png', { type: 'image/png' }));
    await screen.findByTestId('photo-preview');
    fireEvent.click(button('photo-delete'));
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect(deleteMyPhoto).not.toHaveBeenCalled();
    fireEvent.click(button('photo-delete'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Foto u fshi me sukses!'));
  });

  it("says the spec's failure text when the upload fails without a server text", async () => {
    vi.mocked(uploadMyPhoto).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderProfile(<PhotoCard fullName="Arbër Hoxha" photo={null} online onChanged={vi.fn()} />);
    choose(new File([PNG], 'foto.png', { type: 'image/png' }));
    await screen.findByTestId('photo-preview');
    fireEvent.click(button('photo-save'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Një gabim ndodhi gjatë ndryshimit të fotos!'));
  });

  it('offline: upload and delete are off and the card says why', () => {
    renderProfile(<PhotoCard fullName="Arbër Hoxha" photo="/media/old.png" online={false} onChanged={vi.fn()} />);
    expect(screen.getByTestId('photo-offline').textContent).toBe('Ndryshimi dhe fshirja e fotos kërkojnë lidhje me internetin.');
    expect(button('photo-save').disabled).toBe(true);
    expect(button('photo-delete').disabled).toBe(true);
  });
});
