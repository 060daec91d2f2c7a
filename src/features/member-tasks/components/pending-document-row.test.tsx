import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../../db/database';
import { clearUploadProgress, reportUploadProgress } from '../../../sync/adapters/upload-progress';
import { renderTasks } from '../test-render';
import type { PendingDocument } from '../use-pending-documents';
import { DocumentsTable } from './documents-table';

afterEach(cleanup);

const KEY = 'task-document:local-1';
const row = (state: OutboxRow['state'], lastError: string | null = null): OutboxRow => ({
  key: KEY,
  kind: 'task-document',
  userId: 1,
  desired: { member_task_id: 7, description: 'Salla' },
  version: 1,
  state,
  attempts: 0,
  nextAttemptAt: 0,
  lastError,
  createdAt: 0,
  updatedAt: 0,
  sentVersion: null,
});
const doc = (r: OutboxRow): PendingDocument => ({
  userId: 1,
  key: 'local-1',
  memberTaskId: 7,
  description: 'Salla',
  fileName: 'raport.pdf',
  size: 10,
  create_date: '2026-11-25T10:00:00Z',
  exists: true,
  sent: false,
  row: r,
});

function renderRow(d: PendingDocument, onRemove = () => {}) {
  return renderTasks(<DocumentsTable pending={[d]} sent={[]} firstNumber={1} canDeleteSent onRemovePending={onRemove} onDeleteSent={() => {}} />);
}

describe('a document waiting on the device', () => {
  it('shows it waits, then how much of it this page has sent; it cannot be removed while it goes', () => {
    const onRemove = vi.fn();
    renderRow(doc(row('pending')), onRemove);
    expect(screen.getByTestId('document-pending-state').textContent).toBe('Në pritje të dërgimit');
    act(() => reportUploadProgress(KEY, 42, 100));
    expect(screen.getByTestId('document-pending').dataset.sync).toBe('sending');
    expect(screen.getByText('Po dërgohet… 42%')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Hiq dokumentin e padërguar raport.pdf' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    act(() => clearUploadProgress(KEY));
    expect(screen.getByTestId('document-pending').dataset.sync).toBe('pending');
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('a refusal shows the server’s reason, with the way to remove it', () => {
    const onRemove = vi.fn();
    renderRow(doc(row('attention', 'Dokumenti duhet të jetë deri në 5 MB!')), onRemove);
    expect(screen.getByTestId('document-refused').textContent).toContain('Dokumenti duhet të jetë deri në 5 MB!');
    fireEvent.click(screen.getByRole('button', { name: 'Hiq dokumentin e padërguar raport.pdf' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
