/** Limits for login attempts. Both apply; the first exceeded answers 429. */
export interface LoginRateLimit {
  /** Attempts (failed or not) per client address within `windowMs`, enforced by @fastify/rate-limit. */
  perAddress: { max: number; windowMs: number };
  /** Failed attempts per username within `windowMs`; further attempts are refused even with the right password. */
  perUsername: { maxFailures: number; windowMs: number };
}

export const defaultLoginRateLimit: LoginRateLimit = {
  perAddress: { max: 20, windowMs: 5 * 60_000 },
  perUsername: { maxFailures: 5, windowMs: 15 * 60_000 },
};

/**
 * In-memory failed-login counter per username (a sliding window of failure times).
 * Per-process: with several instances each keeps its own count, which still bounds guessing.
 * Memory is bounded by pruning expired entries whenever the map grows past `maxKeys`.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limit: LoginRateLimit['perUsername'],
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when the username may try now. */
  retryAfterSeconds(username: string): number {
    const recent = this.#recent(username);
    if (recent.length < this.limit.maxFailures) return 0;
    const oldest = recent[recent.length - this.limit.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - this.now()) / 1000));
  }

  recordFailure(username: string): void {
    const recent = this.#recent(username);
    recent.push(this.now());
    this.#failures.set(username, recent);
    if (this.#failures.size > this.maxKeys) this.#prune();
  }

  recordSuccess(username: string): void {
    this.#failures.delete(username);
  }

  #recent(username: string): number[] {
    const cutoff = this.now() - this.limit.windowMs;
    return (this.#failures.get(username) ?? []).filter((t) => t > cutoff);
  }

  #prune(): void {
    for (const key of [...this.#failures.keys()]) {
      const recent = this.#recent(key);
      if (recent.length === 0) this.#failures.delete(key);
      else this.#failures.set(key, recent);
    }
  }
}
