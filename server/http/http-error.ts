/** An error meant for the client: `message` goes out verbatim as `{ "Error": message }` with `statusCode`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
