// The voting-day strings the plain floors show, from the app's own Albanian strings (no i18next).
import { sq } from '../../src/features/voting-day/i18n/sq';

const fill = (text: string, name: string): string => text.replace('{{name}}', name);

export const floorText = {
  generalLabel: sq.generalLabel,
  listNumberLabel: sq.listNumberLabel,
  searchHint: sq.searchHint,
  voted: sq.voted,
  notVoted: sq.notVoted,
  father: (name: string) => fill(sq.fatherName, name),
  button: (voted: boolean) => (voted ? sq.delete : sq.confirm),
  aria: (voted: boolean, name: string) => fill(voted ? sq.deleteAria : sq.confirmAria, name),
};
