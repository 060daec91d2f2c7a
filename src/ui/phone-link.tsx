import { Link } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A phone number that calls it on a tap, never broken across lines (a number cut in two reads as
 * two). Nothing for a row without one.
 */
export function PhoneLink({ phone, name }: { phone: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <Link
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={t('offlineList.call', { name, phone })}
      colorPalette="blue"
      whiteSpace="nowrap"
      display="inline-flex"
      alignItems="center"
      gap="1"
      minH={{ base: '44px', md: 'auto' }}
    >
      <Phone size={14} aria-hidden />
      {phone}
    </Link>
  );
}
