import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_TASK_DOC_BYTES } from '../../contract/task-documents';
import { areaRenderer } from '../testing/render-area';
import { DocumentForm } from './document-form';

const render = areaRenderer('none', {});
const texts = { description: 'Përshkrimi', file: 'Dokumenti', save: 'Ruaj', close: 'Mbyll', problem: (p: string) => `problem:${p}` };

function choose(file: File): void {
  fireEvent.change(screen.getByTestId('document-file'), { target: { files: [file] } });
}

describe('DocumentForm (both task areas)', () => {
  it('refuses no file, a wrong type and a file over the limit before anything is sent; a good one is saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<DocumentForm texts={texts} onSave={onSave} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('document-save'));
    expect(screen.getByTestId('document-problem').textContent).toBe('problem:required');
    choose(new File(['x'], 'skript.exe'));
    fireEvent.click(screen.getByTestId('document-save'));
    expect(screen.getByTestId('document-problem').textContent).toBe('problem:wrongType');
    choose(new File([new Uint8Array(MAX_TASK_DOC_BYTES + 1)], 'e-madhe.pdf'));
    fireEvent.click(screen.getByTestId('document-save'));
    expect(screen.getByTestId('document-problem').textContent).toBe('problem:tooLarge');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('document-description'), { target: { value: 'Harta' } });
    const good = new File(['%PDF'], 'harta.pdf');
    choose(good);
    fireEvent.click(screen.getByTestId('document-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Harta', good));
  });
});
