import { Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../ui/html/html-text';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import type { PendingChange } from '../use-assignment-changes';
import { withToasts } from '../with-toasts';
import { OutboxNote } from './outbox-note';

const ReportEditor = lazy(() => import('./report-editor'));

interface ReportSectionProps {
  report: string | null;
  /** Spec 02 §4: the editor shows only while the task is ongoing; otherwise the report is read-only. */
  editable: boolean;
  change: PendingChange | undefined;
  onSave: (html: string) => Promise<void>;
}

export function ReportSection({ report, editable, change, onSave }: ReportSectionProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const save = async (html: string) => {
    await withToasts(() => onSave(html), t('report.success'), t('report.failure'));
  };
  return (
    <Stack gap="2" as="section" aria-labelledby="report-heading">
      <Heading as="h2" size="md" id="report-heading">
        {t('report.heading')}
      </Heading>
      <OutboxNote change={change} testId="report-sync" />
      {editable ? (
        <LoadFailureBoundary
          fallback={
            <Text color="fg.error" data-testid="report-editor-unavailable">
              {t('report.unavailable')}
            </Text>
          }
        >
          <Suspense
            fallback={
              <HStack>
                <Spinner size="sm" />
                <Text>{t('report.loading')}</Text>
              </HStack>
            }
          >
            <ReportEditor initial={report ?? ''} onSave={save} />
          </Suspense>
        </LoadFailureBoundary>
      ) : report ? (
        // The server keeps a safe subset already; DOMPurify all the same (CONTRIBUTING: HTML from the server).
        <Box borderWidth="1px" rounded="md" p="3" data-testid="report-view" css={{ '& ul': { paddingLeft: '1.5em', listStyle: 'disc' }, '& ol': { paddingLeft: '1.5em', listStyle: 'decimal' } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(report) }} />
      ) : (
        <Text color="fg.muted" data-testid="report-empty">
          {t('report.empty')}
        </Text>
      )}
    </Stack>
  );
}
