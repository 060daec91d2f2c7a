import { z } from 'zod';
import { DIASPORA_SEARCH_MIN } from '../../../contract/diaspora-references';

export type Translate = (key: 'picker.nameRequired' | 'picker.surnameRequired' | 'picker.tooShort', options?: { min: number }) => string;

/**
 * The voter picker's filters (spec 02 §5): name and surname required, at least two characters
 * each; father's name optional; all trimmed. The first failing rule of a field is the one shown.
 */
export function createVoterSearchSchema(t: Translate) {
  const tooShort = t('picker.tooShort', { min: DIASPORA_SEARCH_MIN });
  return z.object({
    name: z.string().trim().min(1, t('picker.nameRequired')).min(DIASPORA_SEARCH_MIN, tooShort).max(100),
    surname: z.string().trim().min(1, t('picker.surnameRequired')).min(DIASPORA_SEARCH_MIN, tooShort).max(100),
    father_name: z.string().trim().max(100),
  });
}

export type VoterSearchInput = z.input<ReturnType<typeof createVoterSearchSchema>>;
export type VoterSearchOutput = z.output<ReturnType<typeof createVoterSearchSchema>>;

export const EMPTY_VOTER_SEARCH: VoterSearchInput = { name: '', surname: '', father_name: '' };
