import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRow, ReferenceRowInput } from '../../../contract/reference-lists';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import { checkDraft, draftOf, EMPTY_DRAFT, type RowDraft, type RowField, type RowProblem } from '../row-form';
import type { ChangeFailure } from '../use-reference-list';
import { ReferenceRowView } from './reference-row';
import { RowEditor } from './row-editor';

export interface ReferenceTableProps {
  /** The list's name on screen, for the add button's accessible name. */
  title: string;
  rows: readonly ReferenceRow[];
  withPoints: boolean;
  online: boolean;
  onCreate: (body: ReferenceRowInput) => Promise<ChangeFailure>;
  onUpdate: (id: number, body: ReferenceRowInput) => Promise<ChangeFailure>;
  onDelete: (id: number) => Promise<ChangeFailure>;
}

/** The row being edited: `id` null for a new one. One at a time, so nothing typed is dropped by opening another. */
interface Editing {
  id: number | null;
  draft: RowDraft;
  problems: Partial<Record<RowField, RowProblem>>;
  error: string | null;
}

/**
 * An editable list of name and description (and points for task types): add, edit in place,
 * delete after a confirm (spec 01 §2). Every change needs the server; a refused one shows why
 * and keeps the row open with what was typed (the original failed silently: spec 01 §8). A change
 * that went through shows in the table itself: no toast, which would sit over the action column.
 */
export function ReferenceTable({ title, rows, withPoints, online, onCreate, onUpdate, onDelete }: ReferenceTableProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ReferenceRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const idle = online && !busy;
  const failureText = (failure: NonNullable<ChangeFailure>) => failure.text ?? t('serverProblem');

  const open = (next: Editing) => {
    setDeleteError(null);
    setEditing(next);
  };

  const save = async () => {
    if (!editing) return;
    const checked = checkDraft(editing.draft, withPoints);
    if (!checked.ok) {
      setEditing({ ...editing, problems: checked.problems, error: null });
      return;
    }
    // Functional updates from here: the member may go on typing while the save is under way.
    setBusy(true);
    const failure = editing.id === null ? await onCreate(checked.body) : await onUpdate(editing.id, checked.body);
    setBusy(false);
    const error = failure && failureText(failure);
    setEditing((current) => (error === null ? null : current && { ...current, problems: {}, error }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const row = deleting;
    setDeleting(null);
    setBusy(true);
    const failure = await onDelete(row.id);
    setBusy(false);
    if (failure) setDeleteError(failureText(failure));
  };

  // A row being edited that another device deleted stays open at the top with what was typed (its save then says why).
  const atTop = editing !== null && (editing.id === null || !rows.some((row) => row.id === editing.id));
  const columns = [t('columns.name'), t('columns.description'), ...(withPoints ? [t('columns.points')] : []), t('columns.actions')];
  const editor = editing && (
    <RowEditor
      key={editing.id ?? 'new'}
      draft={editing.draft}
      problems={editing.problems}
      error={editing.error}
      withPoints={withPoints}
      canSave={idle}
      onChange={(draft) => setEditing((current) => current && { ...current, draft })}
      onSave={() => void save()}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button
          colorPalette="blue"
          minH="11"
          disabled={!idle || editing !== null}
          aria-label={t('addTo', { list: title })}
          onClick={() => open({ id: null, draft: EMPTY_DRAFT, problems: {}, error: null })}
          data-testid="reference-add"
        >
          <Plus /> {t('add')}
        </Button>
        {!online && (
          <Text fontSize="sm" color="fg.muted" data-testid="reference-offline">
            {t('needsConnection')}
          </Text>
        )}
      </HStack>
      {deleteError !== null && (
        <Alert.Root status="error" role="alert" data-testid="reference-delete-error">
          <Alert.Indicator />
          <Alert.Title>{deleteError}</Alert.Title>
        </Alert.Root>
      )}
      <TableFrame columns={columns} empty={rows.length === 0 && editing === null} emptyText={t('empty')} testId="reference-table">
        {atTop && editor}
        {rows.map((row) =>
          editing?.id === row.id ? (
            editor
          ) : (
            <ReferenceRowView
              key={row.id}
              row={row}
              withPoints={withPoints}
              disabled={!idle || editing !== null}
              onEdit={() => open({ id: row.id, draft: draftOf(row), problems: {}, error: null })}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(row);
              }}
            />
          ),
        )}
      </TableFrame>
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirm.title')}
        body={t('confirm.body', { name: deleting?.name ?? '' })}
        cancelLabel={t('confirm.no')}
        confirmLabel={t('confirm.yes')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="reference-delete"
      />
    </Stack>
  );
}
