import { Button, HStack } from '@chakra-ui/react';
import { Save, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';

interface FormButtonsProps {
  saving: boolean;
  /** The new form's Save waits for a picked voter (spec 02 §2.14). */
  saveDisabled?: boolean;
  onClose: () => void;
  /** `<prefix>-save` and `<prefix>-close`. */
  testIdPrefix: string;
}

/** Save (submits the form around it) and Close (back to the list, nothing saved). */
export function FormButtons({ saving, saveDisabled = false, onClose, testIdPrefix }: FormButtonsProps) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <HStack gap="2" wrap="wrap">
      {/* The page's brand palette (solid 700), not green: white on Chakra's green 600 is below 4.5:1. */}
      <Button type="submit" minH="44px" disabled={saveDisabled} loading={saving} loadingText={t('common.save')} data-testid={`${testIdPrefix}-save`}>
        <Save aria-hidden />
        {t('common.save')}
      </Button>
      <Button type="button" variant="outline" minH="44px" onClick={onClose} data-testid={`${testIdPrefix}-close`}>
        <X aria-hidden />
        {t('common.close')}
      </Button>
    </HStack>
  );
}
