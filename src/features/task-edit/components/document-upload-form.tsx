import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_ACCEPT, docProblem, MAX_DOC_MB } from '../doc-limits';
import { TASK_EDIT_NS } from '../i18n/namespace';

/** Description and one file (checked as the server checks it), Save and Close. */
export function DocumentUploadForm({ onSave, onClose }: { onSave: (description: string, file: File) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const refusal = docProblem(file);
    if (refusal !== null || !file) return setProblem(t(`documents.${refusal ?? 'required'}`, { mb: MAX_DOC_MB }));
    setSaving(true);
    try {
      await onSave(description, file);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="3" data-testid="document-form">
      <Field.Root>
        <Field.Label>{t('documents.description')}</Field.Label>
        <Textarea rows={2} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="document-description" />
      </Field.Root>
      <Field.Root invalid={problem !== null} required>
        <Field.Label>{t('documents.file')}</Field.Label>
        <Input
          type="file"
          accept={DOC_ACCEPT}
          p="1"
          data-testid="document-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <Field.ErrorText data-testid="document-problem">{problem}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button minH="44px" loading={saving} onClick={() => void save()} data-testid="document-save">
          {t('documents.save')}
        </Button>
        <Button minH="44px" variant="outline" onClick={onClose}>
          {t('documents.close')}
        </Button>
      </HStack>
    </Stack>
  );
}
