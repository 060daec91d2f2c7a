/** How many rows of one kind (outbox key prefix) wait to be sent or need attention. */
export function syncCounts(
  states: ReadonlyMap<string, 'pending' | 'attention'>,
  prefix: string,
): { pending: number; attention: number } {
  let pending = 0;
  let attention = 0;
  for (const [key, state] of states) {
    if (!key.startsWith(prefix)) continue;
    if (state === 'pending') pending++;
    else attention++;
  }
  return { pending, attention };
}
