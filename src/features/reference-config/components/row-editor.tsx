import { Alert, Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TASK_TYPE_POINTS } from '../../../contract/reference-lists';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import type { RowDraft, RowField, RowProblem } from '../row-form';

/** The row in edit mode (a new row or an existing one): what its inputs, buttons and error show. */
export interface RowEditorProps {
  draft: RowDraft;
  problems: Partial<Record<RowField, RowProblem>>;
  /** The server's refusal of the last save (or the generic text); the row stays open with what was typed. */
  error: string | null;
  /** Saving needs the server: offline, or while a save is under way, the save button waits. */
  canSave: boolean;
  onChange: (draft: RowDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One input of the row being edited, in place of its cell's value (a table cell, a card line). */
export function EditorField({ editor, name }: { editor: RowEditorProps; name: RowField }) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const { draft, problems, canSave, onChange, onSave, onCancel } = editor;
  const problem = problems[name];
  const number = name === 'points';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && canSave) onSave();
    if (event.key === 'Escape') onCancel();
  };
  return (
    <Field.Root invalid={problem !== undefined}>
      <Input
        aria-label={t(`columns.${name}`)}
        value={draft[name]}
        type={number ? 'number' : 'text'}
        inputMode={number ? 'numeric' : undefined}
        min={number ? 0 : undefined}
        max={number ? MAX_TASK_TYPE_POINTS : undefined}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        onKeyDown={onKeyDown}
        data-testid={`reference-input-${name}`}
        autoFocus={name === 'name'}
      />
      {problem && <Field.ErrorText data-testid={`reference-problem-${name}`}>{t(`problems.${problem}`, { max: MAX_TASK_TYPE_POINTS })}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Save and cancel, 44 px: the last cell of the row, the card's last line (in reach of a thumb). */
export function EditorButtons({ editor }: { editor: RowEditorProps }) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  return (
    <HStack gap="1">
      <IconButton aria-label={t('save')} title={t('save')} colorPalette="green" minW="11" h="11" disabled={!editor.canSave} onClick={editor.onSave} data-testid="reference-save">
        <Check />
      </IconButton>
      <IconButton aria-label={t('cancel')} title={t('cancel')} variant="outline" minW="11" h="11" onClick={editor.onCancel} data-testid="reference-cancel">
        <X />
      </IconButton>
    </HStack>
  );
}

/** Why the last save was refused, under the row across its width. */
export function EditorError({ error }: { error: string }) {
  return (
    <Alert.Root status="error" role="alert" data-testid="reference-row-error">
      <Alert.Indicator />
      <Alert.Title>{error}</Alert.Title>
    </Alert.Root>
  );
}
