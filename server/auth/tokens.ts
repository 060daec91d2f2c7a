import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes as 64 hex characters. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_PATTERN = /^Token ([0-9a-f]{64})$/i;

/** The token from an `Authorization: Token <key>` header, or undefined when the header is missing or malformed. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = header === undefined ? null : TOKEN_PATTERN.exec(header.trim());
  return match?.[1]?.toLowerCase();
}
