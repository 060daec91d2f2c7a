import type { Translation } from '../../../i18n/bundles';
import type { sq } from './sq';

/** The spec's own words where it quotes them (title, form messages, toast, failure texts). */
export const en = {
  list: {
    title: 'list of first-time voters',
    code: 'Code',
    name: 'First name',
    surname: 'Surname',
    fatherName: "Father's name",
    birthDate: 'Birth date',
    gender: 'Gender',
    qvCode: 'QV code',
    preference: 'Political preference',
    safety: 'Safety',
    sync: 'Status',
    actions: 'Actions',
    editAria: 'Edit the preference of {{name}}',
    resolveAria: 'Resolve the conflict of {{name}}',
    failure: 'A mistake occurred while communicating with the server!',
    none: '—',
  },
  gender: {
    M: 'Male',
    F: 'Female',
  },
  safety: {
    '0': 'Not assessed',
    '1': 'Sure',
    '2': 'Unsure',
    '3': 'Hesitant',
  },
  form: {
    title: 'VHP preference',
    voterSection: 'Voter details',
    preference: 'Political preference',
    choosePreference: 'Choose the political preference',
    preferenceRequired: 'Please select the political preference!',
    safety: "Voter's safety",
    safetyRequired: "Please select the voter's safety!",
    email: 'Email',
    emailInvalid: 'Please provide a valid email',
    phone: 'Phone',
    comment: 'Comment',
    save: 'Save',
    close: 'Close',
    notFound: 'This voter is no longer in your list.',
    preferencesMissing: 'The list of political preferences has not been downloaded yet. Connect to the internet to download it.',
    success: 'The reference was modified successfully!',
    failure: 'A mistake occurred while modifying the reference!',
  },
  conflict: {
    title: 'This voter was also changed on another device',
    intro: 'Compare the values and choose which ones stay. Differing fields are highlighted.',
    differs: 'differs',
  },
} satisfies Translation<typeof sq>;
