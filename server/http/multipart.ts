// The one way a handler reads the text of a multipart form (issue 11): the JSON input guard
// (input-guard.ts) sees only params, query and a parsed body, while multipart parts are read inside
// the handlers. formText() refuses a NUL byte, a value the parser cut at its fieldSize limit, a
// value longer than the field allows and a part that is not plain text (a JSON part, which the
// parser turns into an object), each with a 400 envelope naming the field; formFileName() does the
// same for a file part's name. A part the form does not take is refused with unknownPart().
// The route's `form` schema (FormDoc) documents the parts in the OpenAPI document (openapi.ts);
// Fastify does not validate it: the reader does, with these functions.
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { badRequest, type AppError } from './errors.ts';
import { HTTP_MSG } from './messages.ts';

/** The longest text field value when a reader names no limit (characters). */
export const FORM_TEXT_MAX = 2000;
/** The longest file name kept from a file part (characters). */
export const FORM_FILE_NAME_MAX = 200;

/**
 * Lets the routes of one plugin take multipart/form-data bodies: called first in each route plugin
 * that reads a form. Not registered for the whole app: the plugin adds an async onResponse hook
 * (its disk-mode file cleanup) to every route of its scope, which cost a bare route 15–19% of its
 * throughput; a form sent to any other route is refused with 415 (不支持的请求内容类型).
 * The limits are the defaults a reader narrows with its own (`request.parts({ limits })`).
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: app.config.limits.avatarMaxBytes, files: 1, fields: 10, fieldSize: 4096 } });
}

/** A field name fit to quote in a message: control characters dropped, at most 40 characters. */
export function shownName(name: string): string {
  const clean = [...name].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

/**
 * The text of a form field part, as sent (not trimmed); 400 when it holds NUL, was cut by the
 * parser, is longer than `maxLength` characters or is not text.
 */
export function formText(part: Multipart, maxLength: number = FORM_TEXT_MAX): string {
  const name = shownName(part.fieldname);
  if (part.type === 'file') throw badRequest(HTTP_MSG.formNotText(name));
  if (typeof part.value !== 'string') throw badRequest(HTTP_MSG.formNotText(name));
  if (part.fieldnameTruncated) throw badRequest(HTTP_MSG.formUnknownField(name));
  if (part.value.includes('\u0000')) throw badRequest(HTTP_MSG.formNul(name));
  if (part.valueTruncated) throw badRequest(HTTP_MSG.formTruncated(name));
  if (part.value.length > maxLength) throw badRequest(HTTP_MSG.formTooLong(name, maxLength));
  return part.value;
}

/** The file name of a file part, at most `maxLength` characters (the end kept); 400 when it holds NUL. */
export function formFileName(part: Multipart, maxLength: number = FORM_FILE_NAME_MAX): string {
  const filename = part.type === 'file' ? part.filename : '';
  if (filename.includes('\u0000')) throw badRequest(HTTP_MSG.formNul(shownName(part.fieldname)));
  return filename.length > maxLength ? filename.slice(-maxLength) : filename;
}

/** The refusal of a part the form does not take (a text field or a file of an unknown name). */
export function unknownPart(name: string): AppError {
  return badRequest(HTTP_MSG.formUnknownField(shownName(name)));
}

/** The refusal of a field sent twice where the form takes it once. */
export function repeatedPart(name: string): AppError {
  return badRequest(HTTP_MSG.formRepeated(shownName(name)));
}

/**
 * The one file part of a form (named `field`, default `file`), at most `maxBytes`: any other part
 * (a text field, a file of another name, a second file) is refused; `missing` (400) when the
 * request is not multipart or holds no such file, `tooLarge` (400) past the size.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: { field?: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(opts.missing);
  const field = opts.field ?? 'file';
  let found: { bytes: Buffer; fileName: string } | null = null;
  for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 1, parts: 2 } })) {
    if (part.type !== 'file' || part.fieldname !== field) throw unknownPart(part.fieldname);
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(opts.tooLarge);
      throw err;
    });
    found = { bytes, fileName: formFileName(part) };
  }
  if (!found) throw badRequest(opts.missing);
  return found;
}

/** A file part of a documented form. */
export const FormFile = (opts: { description: string }) => Type.String({ format: 'binary', description: opts.description });

/**
 * The documented parts of a multipart form, for a route's `form` schema: text fields (strings,
 * arrays of strings for a field sent once per value) and files (FormFile). Unknown parts refused.
 */
export function FormDoc(parts: Record<string, TSchema>, required: readonly string[] = []) {
  return { type: 'object', properties: parts, ...(required.length > 0 ? { required: [...required] } : {}), additionalProperties: false } as const;
}
