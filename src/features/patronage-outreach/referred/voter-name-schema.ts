import { z } from 'zod';

export type Translate = (key: 'voterSearch.nameRequired' | 'voterSearch.surnameRequired') => string;

/** The 'Lista e votuesve' search (spec 02 §5): name and surname required, father's name optional, all trimmed. */
export function createVoterNameSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t('voterSearch.nameRequired')).max(100),
    surname: z.string().trim().min(1, t('voterSearch.surnameRequired')).max(100),
    father_name: z.string().trim().max(100),
  });
}

export type VoterNameInput = z.input<ReturnType<typeof createVoterNameSchema>>;
export type VoterNameOutput = z.output<ReturnType<typeof createVoterNameSchema>>;
