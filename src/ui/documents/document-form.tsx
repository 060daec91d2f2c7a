import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DOC_ACCEPT, docProblem, type DocProblem } from '../../lib/doc-limits';

export interface DocumentFormTexts {
  description: string;
  file: string;
  save: string;
  close: string;
  /** Why the chosen file cannot go ('Ju lutem, ngarkoni një dokument/imazh!' when there is none). */
  problem: (problem: DocProblem) => string;
}

/**
 * The add-document form of both task areas (spec 01 §2, spec 02 §2.4, §5): a description and one
 * file, checked as the server checks it before it is sent or queued, Save and Close.
 */
export function DocumentForm({ texts, onSave, onClose }: { texts: DocumentFormTexts; onSave: (description: string, file: File) => Promise<void>; onClose: () => void }) {
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const refusal = docProblem(file);
    if (refusal !== null || !file) return setProblem(texts.problem(refusal ?? 'required'));
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
        <Field.Label>{texts.description}</Field.Label>
        <Textarea rows={2} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="document-description" />
      </Field.Root>
      <Field.Root invalid={problem !== null} required>
        <Field.Label>{texts.file}</Field.Label>
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
        <Button minH="44px" loading={saving} loadingText={texts.save} onClick={() => void save()} data-testid="document-save">
          {texts.save}
        </Button>
        <Button minH="44px" variant="outline" onClick={onClose}>
          {texts.close}
        </Button>
      </HStack>
    </Stack>
  );
}
