import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FtvSafetyRating } from '../../../contract/ftv-voter-edit';
import { FTV_NS } from '../i18n/namespace';

interface TagLook {
  palette: string;
  variant: 'surface' | 'outline';
}

/**
 * Spec 02 §2.15: 1 sure in green, 2 unsure in orange, 3 hesitant in gold (Chakra's yellow, on its
 * surface style for a darker text). 0, not assessed yet, is not in the spec: a neutral grey
 * outline, so an unassessed voter does not read as a rating.
 */
export const SAFETY_LOOK: Readonly<Record<FtvSafetyRating, TagLook>> = {
  0: { palette: 'gray', variant: 'outline' },
  1: { palette: 'green', variant: 'surface' },
  2: { palette: 'orange', variant: 'surface' },
  3: { palette: 'yellow', variant: 'surface' },
};

/** The safety of a first-time voter as a coloured tag; the word makes it readable without colour. */
export function SafetyTag({ rating }: { rating: FtvSafetyRating }) {
  const { t } = useTranslation(FTV_NS);
  const look = SAFETY_LOOK[rating];
  return (
    <Badge colorPalette={look.palette} variant={look.variant} size="sm" whiteSpace="nowrap" data-testid="ftv-safety" data-safety={rating}>
      {t(`safety.${rating}`)}
    </Badge>
  );
}
