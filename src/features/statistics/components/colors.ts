import type { StatusKey } from '../shape';

/** Theme colours as CSS variables, so the charts follow the chosen theme colour and dark mode. */
export const COLORS = {
  brand: 'var(--chakra-colors-brand-solid)',
  second: 'var(--chakra-colors-orange-500)',
} as const;

export const STATUS_COLORS: Record<StatusKey, string> = {
  finished: 'var(--chakra-colors-green-600)',
  ongoing: 'var(--chakra-colors-blue-500)',
  unfinished: 'var(--chakra-colors-red-600)',
};
