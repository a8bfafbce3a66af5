import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, invalidInput, unsupportedMediaType } from '../errors.ts';

/** The one file of a multipart request, read into memory (documents are small: 20 MB at most). */
export interface UploadedFile {
  /** The name the uploader's computer gave it: shown back on download, never used as a storage key. */
  fileName: string;
  /** The type the browser declared; only informative, the content decides. */
  declaredType: string;
  content: Buffer;
}

export interface MultipartOptions {
  /** The name of the file part; `file` unless told. */
  fileField?: string;
  maxFileBytes: number;
  /** How many files the part may carry (repeated under `fileField`); 1 unless told. */
  maxFiles?: number;
  /** With several files: the most bytes they may hold together (held in memory until checked). */
  maxTotalBytes?: number;
  messages: {
    /** Set when the file is required: the message when it is missing. */
    required?: string;
    tooLarge: string;
    empty: string;
    /** More files than `maxFiles`. */
    count: string;
    /** Over `maxTotalBytes` together. */
    tooLargeTogether?: string;
  };
  /** Checks the content: the message to show, or null when it is acceptable. */
  checkFile?(file: UploadedFile): string | null;
}

export interface MultipartInput<T> {
  body: T;
  /** The first (with `maxFiles` 1, the only) file. */
  file: UploadedFile | null;
  /** Every file, in the order sent (at most `maxFiles`). */
  files: UploadedFile[];
}

/** Text fields are short (the longest is 5,000 characters of notes); a field over this is refused, not cut. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 30;

/**
 * Registers @fastify/multipart for the API. Files over the limit are cut and flagged (`truncated`) rather than
 * thrown, so the rest of the form is still read and the answer can name every problem.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { files: 1, parts: MAX_FIELDS + 1 } });
}

/** zod's issues as the error handler answers schema failures: the first message per dotted field path. */
function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads a part's stream to the end (a part nobody reads stalls the parser). */
async function drain(stream: AsyncIterable<unknown>) {
  for await (const _ of stream) {
    // discarded
  }
}

/**
 * Reads a multipart/form-data request: the text fields, validated by the entry's zod schema, and at most one
 * file. Every problem, field or file, comes back in one 400 `{ message, errors: { field: message } }`, the shape
 * of the schema validation of JSON bodies. A file over the limit is read to the end and dropped (so the client
 * gets the answer rather than a reset connection) and reported on the file field, never as a 413.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: MultipartOptions,
): Promise<MultipartInput<z.output<S>>> {
  if (!request.isMultipart()) throw unsupportedMediaType('Unsupported media type; send multipart/form-data');
  const fileField = options.fileField ?? 'file';
  const maxFiles = options.maxFiles ?? 1;
  const fields: Record<string, string | string[]> = {};
  const errors: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let totalBytes = 0;

  try {
    const parts = request.parts({
      limits: {
        files: maxFiles,
        fileSize: options.maxFileBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await drain(part.file);
          errors[part.fieldname] ??= `Send the document as the "${fileField}" part`;
          continue;
        }
        if (errors[fileField]) {
          await drain(part.file);
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) {
          errors[fileField] = options.messages.tooLarge;
          continue;
        }
        totalBytes += chunks.reduce((sum, chunk) => sum + chunk.length, 0);
        if (options.maxTotalBytes !== undefined && totalBytes > options.maxTotalBytes) {
          // Read to the end and dropped, as an over-size file is: the caller gets the answer.
          errors[fileField] = options.messages.tooLargeTogether ?? options.messages.tooLarge;
          files.length = 0;
          continue;
        }
        files.push({ fileName: part.filename, declaredType: part.mimetype, content: Buffer.concat(chunks) });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        errors[part.fieldname] ??= 'This value is too long';
        continue;
      }
      const value = String(part.value);
      const earlier = fields[part.fieldname];
      fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') errors[fileField] = options.messages.count;
    else if (code === 'FST_REQ_FILE_TOO_LARGE') errors[fileField] = options.messages.tooLarge;
    else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Too many form fields');
    else throw badRequest('The upload could not be read; send it again as multipart/form-data');
  }

  const parsed = schema.safeParse(fields);
  const fieldErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
  for (const [field, message] of Object.entries(fieldErrors)) errors[field] ??= message;

  if (!errors[fileField]) {
    if (files.length === 0) {
      if (options.messages.required) errors[fileField] = options.messages.required;
    }
    for (const file of files) {
      // With several files, the message names the one refused.
      const named = (message: string) => (maxFiles > 1 ? `${file.fileName}: ${message}` : message);
      const refused = file.content.length === 0 ? options.messages.empty : options.checkFile?.(file);
      if (refused) {
        errors[fileField] = named(refused);
        break;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw invalidInput(errors);
  return { body: parsed.data, file: files[0] ?? null, files };
}
