import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference } from '../../../db/database';
import { FailureDialog } from '../../../ui/failure-dialog';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { DIASPORA_NS } from '../i18n/namespace';
import { saveDiasporaReference } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import { FormButtons } from './form-buttons';
import { ReferenceFields } from './reference-fields';
import { createReferenceFormSchema, formValuesOf, type ReferenceFormOutput, type ReferenceFormValues } from './reference-form-schema';

interface EditReferenceFormProps {
  userId: number;
  record: LocalDiasporaReference;
  /** The member's current values (the record's intent). */
  value: DiasporaReferenceEdit;
  lists: DiasporaLists;
  onClose: () => void;
}

/** The edit payload's form (no voter, no flags), starting from the member's intent, not the server's copy. */
export function EditReferenceForm({ userId, record, value, lists, onClose }: EditReferenceFormProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const schema = useMemo(() => createReferenceFormSchema(t, { requireVoter: false, businessTypeIds: lists.businessTypeIds }), [t, lists.businessTypeIds]);
  // Taken once: the record is re-read after every sync, and the form keeps what the member is typing.
  const [defaults] = useState(() => formValuesOf(value));
  const [opened] = useState(() => value);
  const form = useForm<ReferenceFormValues, unknown, ReferenceFormOutput>({ resolver: zodResolver(schema), defaultValues: defaults });
  const [failed, setFailed] = useState(false);

  const onSubmit = async ({ edit }: ReferenceFormOutput) => {
    try {
      await writeAndReport(() => saveDiasporaReference(userId, record, edit, opened), t('form.editSuccess'));
      onClose();
    } catch (error) {
      console.error('diaspora-references: local edit failed', error);
      setFailed(true);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} data-testid="diaspora-edit-form">
      <Stack gap="5">
        <ReferenceFields form={form} lists={lists} mode="edit" />
        <FormButtons saving={form.formState.isSubmitting} onClose={onClose} testIdPrefix="diaspora-edit" />
      </Stack>
      {/* The spec's edit failure (§8): a modal titled 'Modify the diaspora reference' with the message. */}
      <FailureDialog
        open={failed}
        title={t('form.editTitle')}
        body={t('form.editFailure')}
        closeLabel={t('common.close')}
        onClose={() => setFailed(false)}
        testId="diaspora-edit-failure"
      />
    </form>
  );
}
