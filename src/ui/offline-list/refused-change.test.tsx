import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { areaRenderer } from '../testing/render-area';
import { notifyError, notifySuccess } from './notify';
import { RefusedChange } from './refused-change';

vi.mock('./notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const render = areaRenderer('area', {});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RefusedChange', () => {
  it("says the server did not accept it, with the server's reason, and offers to correct or drop it", () => {
    const edit = vi.fn();
    render(<RefusedChange testId="x-refused" reason="Numri i telefonit nuk është i vlefshëm!" onEdit={edit} onDiscard={vi.fn()} onDiscarded={vi.fn()} logTag="x" />);
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: Numri i telefonit nuk është i vlefshëm!');
    fireEvent.click(screen.getByTestId('refused-edit'));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('refused-discard').textContent).toBe('Hiq ndryshimin tim');
  });

  it('without anything to edit, only dropping is offered', () => {
    render(<RefusedChange testId="x" reason={null} onDiscard={vi.fn()} onDiscarded={vi.fn()} logTag="x" />);
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: arsye e panjohur');
    expect(screen.queryByTestId('refused-edit')).toBeNull();
  });

  it('drops the change, says so and hands back; a failure lets the member try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const discard = vi.fn().mockRejectedValueOnce(new Error('disk')).mockResolvedValueOnce(undefined);
    const discarded = vi.fn();
    render(<RefusedChange testId="x" reason="400" onEdit={vi.fn()} onDiscard={discard} onDiscarded={discarded} logTag="x" />);
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ndryshimi nuk u hoq. Provoni përsëri.'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('refused-discard').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(discarded).toHaveBeenCalledTimes(1));
    expect(notifySuccess).toHaveBeenCalledWith('Ndryshimi u hoq.');
  });
});
