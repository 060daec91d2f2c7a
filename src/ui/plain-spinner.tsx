import styles from './plain-spinner.module.css';

export { styles as plainSpinnerStyles };

/**
 * A spinner in static CSS (Chakra's look): what shows while code loads must not need Chakra's
 * system, which itself may be what is loading. `data-busy` marks it for tests that wait for a page
 * to settle.
 */
export function PlainSpinner({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  return <span className={size === 'xl' ? `${styles.spinner} ${styles.xl}` : styles.spinner} data-busy="" aria-hidden />;
}
