import styles from './plain-spinner.module.css';

export { styles as plainSpinnerStyles };

/**
 * A spinner in static CSS (Chakra's look: the text colour, or the theme colour with `palette`):
 * what shows while code loads must not need Chakra's system, which itself may be what is loading. `data-busy` marks it for tests that wait for a page
 * to settle.
 */
export function PlainSpinner({ size = 'lg', palette = false }: { size?: 'lg' | 'xl'; palette?: boolean }) {
  const classes = [styles.spinner, size === 'xl' ? styles.xl : '', palette ? styles.palette : ''].filter(Boolean).join(' ');
  return <span className={classes} data-busy="" aria-hidden />;
}
