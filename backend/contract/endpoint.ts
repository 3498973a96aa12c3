import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** How the request body travels: JSON (default) or multipart/form-data (file uploads). */
export type RequestType = 'json' | 'multipart';
/** How the response body is read: JSON (default) or raw bytes (images). */
export type ResponseType = 'json' | 'blob';

/** One documented call: its name, method, full path (`/api/...`, `:param` style) and schemas. */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  name: string;
  method: HttpMethod;
  path: string;
  /** true when the call carries `Authorization: Bearer <access_token>` */
  auth: boolean;
  summary: string;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** statuses with the error envelope this call can answer with */
  errors: readonly number[];
  /** body encoding; absent means JSON */
  requestType?: RequestType;
  /** response encoding; absent means JSON */
  responseType?: ResponseType;
}

const none = z.object({}).strict();
export type None = typeof none;

/** Fills the defaults (no params, no query, no body) so each definition states only what it has. */
export function defineEndpoint<
  Response extends z.ZodType,
  Params extends z.ZodType = None,
  Query extends z.ZodType = None,
  Body extends z.ZodType = None,
>(def: {
  name: string;
  method: HttpMethod;
  path: string;
  auth: boolean;
  summary: string;
  response: Response;
  params?: Params;
  query?: Query;
  body?: Body;
  errors?: readonly number[];
  requestType?: RequestType;
  responseType?: ResponseType;
}): Endpoint<Params, Query, Body, Response> {
  return {
    ...def,
    params: (def.params ?? none) as Params,
    query: (def.query ?? none) as Query,
    body: (def.body ?? none) as Body,
    errors: def.errors ?? [],
  };
}
