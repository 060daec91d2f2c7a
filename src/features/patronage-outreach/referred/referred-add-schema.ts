import { z } from 'zod';
import { PHONE_PATTERN } from '../../../contract/referred-voters';

/** Translates a key of the `patronage-outreach` namespace (the caller's `t`). */
export type Translate = (key: 'referred.referrerRequired' | 'referred.phoneInvalid') => string;

/** The comment's first letter in capitals (spec 02 §5); an empty comment is none. */
export function capitaliseFirst(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.replace(/^./u, (first) => first.toUpperCase());
}

/**
 * The add-referred form's own fields (spec 02 §5); the chosen voter lives beside the form, since
 * it is picked, not typed. Lengths are the API's (contract voterReferenceBody).
 */
export function createReferredAddSchema(t: Translate) {
  return z.object({
    referues: z.string().trim().min(1, t('referred.referrerRequired')).max(100),
    referues_phone: z.string().trim().regex(PHONE_PATTERN, t('referred.phoneInvalid')),
    comment: z.string().max(1000).transform(capitaliseFirst),
  });
}

export type ReferredAddInput = z.input<ReturnType<typeof createReferredAddSchema>>;
export type ReferredAddOutput = z.output<ReturnType<typeof createReferredAddSchema>>;
