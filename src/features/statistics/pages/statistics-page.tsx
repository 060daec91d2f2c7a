/** Placeholder while the screen is built. */
export default function Page() {
  return null;
}
