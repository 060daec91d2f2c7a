import type { TokenSource } from '../ports';

/** Tokens in memory: `signIn` / `signOut` play the session table's part in tests. */
export class MemoryTokens implements TokenSource {
  readonly tokens = new Map<number, string>();
  readonly rejected: { userId: number; token: string }[] = [];

  signIn(userId: number, token: string): void {
    this.tokens.set(userId, token);
  }

  signOut(userId: number): void {
    this.tokens.delete(userId);
  }

  signedIn(): Promise<ReadonlyMap<number, string>> {
    return Promise.resolve(new Map(this.tokens));
  }

  reject(userId: number, token: string): Promise<void> {
    this.rejected.push({ userId, token });
    if (this.tokens.get(userId) === token) this.tokens.delete(userId);
    return Promise.resolve();
  }
}
