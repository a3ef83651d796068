export type { HTTPStatusCode1xx } from './auth/auth';
export type { HTTPStatusCode2xx } from './auth/auth';
export type { HTTPStatusCode3xx } from './auth/auth';
export type { HTTPStatusCode4xx } from './auth/auth';
export type { HTTPStatusCode5xx } from './auth/auth';
export type { HTTPStatusCodes } from './auth/auth';
export * from './auth/auth';
