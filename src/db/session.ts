// STUB written by the lead: the sync helper replaces the bodies, keeping these signatures.
/** Called by the sign-in flow after a successful login: the sync engine may now send this member's rows. */
export async function recordSignIn(_session: { userId: number; token: string }): Promise<void> {}
/** Called on sign-out: forgets the token but keeps every outbox row of the member. */
export async function recordSignOut(_userId: number): Promise<void> {}
/** Rows of this member not yet acknowledged by the server (pending + needs attention). */
export async function countUnsent(_userId: number): Promise<number> {
  return 0;
}
