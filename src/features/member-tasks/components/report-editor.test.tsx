import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTasks } from '../test-render';
import ReportEditor from './report-editor';

afterEach(cleanup);

describe('the report editor', () => {
  it('asks for a report before saving, then saves the HTML; unmounts cleanly', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const view = renderTasks(<ReportEditor initial="" onSave={onSave} />);
    fireEvent.click(screen.getByTestId('report-save'));
    expect((await screen.findByTestId('report-required')).textContent).toBe('Ju lutem, shkruani raportin!');
    expect(onSave).not.toHaveBeenCalled();
    view.unmount();
  });

  it('saves what it was given', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const view = renderTasks(<ReportEditor initial="<p>U krye <strong>mirë</strong></p>" onSave={onSave} />);
    fireEvent.click(screen.getByTestId('report-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('<p>U krye <strong>mirë</strong></p>'));
    view.unmount();
  });
});
