import { Alert, Field, HStack, IconButton, Input, Table } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TASK_TYPE_POINTS } from '../../../contract/reference-lists';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import type { RowDraft, RowField, RowProblem } from '../row-form';

export interface RowEditorProps {
  draft: RowDraft;
  problems: Partial<Record<RowField, RowProblem>>;
  /** The server's refusal of the last save (or the generic text); the row stays open with what was typed. */
  error: string | null;
  withPoints: boolean;
  /** Saving needs the server: offline, or while a save is under way, the save button waits. */
  canSave: boolean;
  onChange: (draft: RowDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One row in edit mode (a new row or an existing one): the inputs in place of the cells, save and cancel. */
export function RowEditor({ draft, problems, error, withPoints, canSave, onChange, onSave, onCancel }: RowEditorProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const columns = withPoints ? 4 : 3;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && canSave) onSave();
    if (event.key === 'Escape') onCancel();
  };
  const field = (name: RowField, minW: { base: string; md: string }, type = 'text') => {
    const problem = problems[name];
    return (
      <Table.Cell minW={minW} verticalAlign="top">
        <Field.Root invalid={problem !== undefined}>
          <Input
            aria-label={t(`columns.${name}`)}
            value={draft[name]}
            type={type}
            inputMode={type === 'number' ? 'numeric' : undefined}
            min={type === 'number' ? 0 : undefined}
            max={type === 'number' ? MAX_TASK_TYPE_POINTS : undefined}
            onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
            onKeyDown={onKeyDown}
            data-testid={`reference-input-${name}`}
            autoFocus={name === 'name'}
          />
          {problem && <Field.ErrorText data-testid={`reference-problem-${name}`}>{t(`problems.${problem}`, { max: MAX_TASK_TYPE_POINTS })}</Field.ErrorText>}
        </Field.Root>
      </Table.Cell>
    );
  };
  return (
    <>
      <Table.Row data-testid="reference-editor">
        {field('name', { base: '28', md: '40' })}
        {field('description', { base: '24', md: '52' })}
        {withPoints && field('points', { base: '20', md: '24' }, 'number')}
        <Table.Cell verticalAlign="top">
          <HStack gap="1">
            <IconButton aria-label={t('save')} title={t('save')} colorPalette="green" minW="11" h="11" disabled={!canSave} onClick={onSave} data-testid="reference-save">
              <Check />
            </IconButton>
            <IconButton aria-label={t('cancel')} title={t('cancel')} variant="outline" minW="11" h="11" onClick={onCancel} data-testid="reference-cancel">
              <X />
            </IconButton>
          </HStack>
        </Table.Cell>
      </Table.Row>
      {error !== null && (
        <Table.Row>
          <Table.Cell colSpan={columns}>
            <Alert.Root status="error" role="alert" data-testid="reference-row-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
