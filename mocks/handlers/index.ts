import { getAuthMock } from '../../generated/endpoints/auth/auth.msw';
import { authHandlers } from './auth';

/** Stateful handlers first; the generated faker handlers answer whatever they do not cover. */
export const handlers = [...authHandlers, ...getAuthMock()];
