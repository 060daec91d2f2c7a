import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../ui/alert-dialog';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

interface TaskActionsProps {
  canComplete: boolean;
  canRefuse: boolean;
  /** A QR task is done by the scan of the member's code, not by the button (the server refuses it). */
  qrOnly: boolean;
  onComplete: () => void;
  onRefuse: (reason: string) => void;
}

/** 'Detyra u krye' and 'Refuzo detyrën' (spec 02 §2.4); refusing asks first, with an optional reason. */
export function TaskActions({ canComplete, canRefuse, qrOnly, onComplete, onRefuse }: TaskActionsProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      {qrOnly && canComplete && <Text color="fg.muted">{t('view.qrOnly')}</Text>}
      <HStack gap="2" wrap="wrap">
        {canComplete && !qrOnly && (
          // green.solid (600) under white text misses 4.5:1; 700 passes.
          <Button colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }} minH="44px" onClick={onComplete} data-testid="task-done">
            <CheckCircle2 aria-hidden />
            {t('view.done')}
          </Button>
        )}
        {canRefuse && (
          <Button colorPalette="red" variant="outline" minH="44px" onClick={() => setAsking(true)} data-testid="task-refuse">
            <XCircle aria-hidden />
            {t('view.refuse')}
          </Button>
        )}
      </HStack>
      <AlertDialog open={asking} title={t('view.refuseTitle')} body={t('view.refuseText')} onDismiss={() => setAsking(false)} testId="refuse-dialog">
        <Field.Root w="full">
          <Field.Label>{t('view.refuseReason')}</Field.Label>
          <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="refuse-reason" />
        </Field.Root>
        <Button variant="outline" size="lg" onClick={() => setAsking(false)}>
          {t('view.cancel')}
        </Button>
        <Button
          colorPalette="red"
          size="lg"
          data-testid="refuse-confirm"
          onClick={() => {
            setAsking(false);
            onRefuse(reason);
          }}
        >
          {t('view.refuseConfirm')}
        </Button>
      </AlertDialog>
    </>
  );
}
