import { HttpError } from './client';

/**
 * Whether the http client already told the user why a call failed (spec 8: it toasts the server's msg
 * for every reply with a body, and says nothing for a whitelisted code), so a form does not toast twice.
 * A transport failure or an unreadable reply reaches the form untold.
 */
export const reportedByHttpClient = (error: unknown): boolean =>
  error instanceof HttpError && (error.silent || (error.body !== null && typeof error.body === 'object'));
