import { HStack } from '@chakra-ui/react';
import { FileText, Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaskDoc } from '../../../contract/task-creator';
import { MediaFileLink } from '../../../ui/media/media-file-link';
import { TASK_EDIT_NS } from '../i18n/namespace';

/** A document's file, saved from the server when pressed, marked image or doc (spec 01 §3 "Task document"). */
export function DocLink({ doc }: { doc: Pick<TaskDoc, 'doc_file' | 'file_name' | 'type'> }) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const Icon = doc.type === 'image' ? Image : FileText;
  return (
    <HStack gap="2" minH="44px" data-testid="doc-link" data-type={doc.type}>
      <Icon aria-label={t(`documents.${doc.type}`)} role="img" size={18} />
      <MediaFileLink path={doc.doc_file} fileName={doc.file_name} wordBreak="break-all" textAlign="start" minH="44px">
        {doc.file_name}
      </MediaFileLink>
    </HStack>
  );
}
