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

/**
 * Characters no string of any call may hold: unpaired UTF-16 surrogates (a database stores them as
 * U+FFFD, so what is stored is not what was sent) and Unicode non-characters (U+FDD0–U+FDEF, U+xFFFE,
 * U+xFFFF), which are not text.
 */
const illFormed = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
export const illFormedMessage = 'Contains an unpaired surrogate or a non-character';

/** Every string in a parsed input, object keys included, with its path; files and other objects are skipped. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<[string, PropertyKey[]]> {
  if (typeof value === 'string') {
    yield [value, path];
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) yield* strings(value[index], [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return;
    for (const [key, nested] of Object.entries(value)) {
      yield [key, [...path, key]];
      yield* strings(nested, [...path, key]);
    }
  }
}

/**
 * The one rule every endpoint's params, query and body get, whoever defines the endpoint: no string
 * in them may be ill-formed (see `illFormed`). The routes and the MSW mocks both parse with it.
 */
export function wellFormed<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, context) => {
    for (const [text, path] of strings(value)) {
      if (illFormed.test(text)) context.addIssue({ code: 'custom', message: illFormedMessage, path });
    }
  });
}

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
    // `none` (strict and empty) holds no string; every schema an endpoint states gets `wellFormed`.
    params: (def.params ? wellFormed(def.params) : none) as Params,
    query: (def.query ? wellFormed(def.query) : none) as Query,
    body: (def.body ? wellFormed(def.body) : none) as Body,
    errors: def.errors ?? [],
  };
}
