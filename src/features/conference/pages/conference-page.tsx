/** Placeholder while the screen is built (issue 12); replaced by the screen itself. */
export default function ConferencePage() {
  return null;
}
