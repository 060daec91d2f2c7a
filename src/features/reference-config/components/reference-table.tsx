import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRow, ReferenceRowInput } from '../../../contract/reference-lists';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import { checkDraft, draftOf, EMPTY_DRAFT, type RowDraft, type RowField, type RowProblem } from '../row-form';
import type { ChangeFailure } from '../use-reference-list';
import { RowButtons } from './reference-row';
import { EditorButtons, EditorError, EditorField, type RowEditorProps } from './row-editor';

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

/** A line of the list: a row at rest or being edited, or the new row being typed (`row` null). */
interface Item {
  row: ReferenceRow | null;
  editing: boolean;
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

  const openEditor = (next: Editing) => {
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
  const items: Item[] = [...(atTop ? [{ row: null, editing: true }] : []), ...rows.map((row) => ({ row, editing: editing?.id === row.id }))];
  const editor: RowEditorProps | null = editing && {
    draft: editing.draft,
    problems: editing.problems,
    error: editing.error,
    canSave: idle,
    onChange: (draft) => setEditing((current) => current && { ...current, draft }),
    onSave: () => void save(),
    onCancel: () => setEditing(null),
  };
  // A cell shows the row's value at rest and its input while the row is edited.
  const value = (name: RowField, shown: (row: ReferenceRow) => ReactNode) => (item: Item) =>
    item.editing && editor ? <EditorField editor={editor} name={name} /> : item.row && shown(item.row);
  const columns: ListColumn<Item>[] = [
    { id: 'name', header: t('columns.name'), card: 'title', cellProps: { minW: { base: '28', md: '40' }, fontWeight: 'medium', verticalAlign: 'top' }, cell: value('name', (row) => row.name) },
    {
      id: 'description',
      header: t('columns.description'),
      cellProps: { minW: { base: '24', md: '52' }, color: 'fg.muted', verticalAlign: 'top' },
      cell: value('description', (row) => row.description),
    },
    ...(withPoints
      ? [
          {
            id: 'points',
            header: t('columns.points'),
            cellProps: { minW: { base: '20', md: '24' }, verticalAlign: 'top' },
            cell: value('points', (row) => <span data-testid="reference-points">{row.points ?? 0}</span>),
          } satisfies ListColumn<Item>,
        ]
      : []),
    {
      id: 'actions',
      header: t('columns.actions'),
      card: 'actions',
      cellProps: { verticalAlign: 'top' },
      cell: ({ row, editing: open }) =>
        open && editor ? (
          <EditorButtons editor={editor} />
        ) : (
          row && (
            <RowButtons
              row={row}
              disabled={!idle || editing !== null}
              onEdit={() => openEditor({ id: row.id, draft: draftOf(row), problems: {}, error: null })}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(row);
              }}
            />
          )
        ),
    },
  ];

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button
          colorPalette="blue"
          minH="11"
          disabled={!idle || editing !== null}
          aria-label={t('addTo', { list: title })}
          onClick={() => openEditor({ id: null, draft: EMPTY_DRAFT, problems: {}, error: null })}
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
      <ResponsiveTable
        rows={items}
        columns={columns}
        rowKey={(item) => item.row?.id ?? 'new'}
        rowProps={(item) => (item.editing ? { 'data-testid': 'reference-editor' } : { 'data-testid': 'reference-row', 'data-id': item.row?.id })}
        rowFooter={(item) => (item.editing && editing?.error ? <EditorError error={editing.error} /> : undefined)}
        emptyText={t('empty')}
        testId="reference-table"
      />
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
