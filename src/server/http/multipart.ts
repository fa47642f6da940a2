/**
 * Reads a multipart form into plain fields and at most one file. Repeated fields become lists;
 * fields that hold JSON lists (`service_prices`, `working_hours`) are parsed. The file is read into
 * memory under the 5 MB limit; checking what it really is, is the uploads module's job.
 */
import type { FastifyRequest } from 'fastify';
import { invalidFields, tooLarge } from '../domain/domain-error';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const JSON_FIELDS = new Set(['service_prices', 'working_hours']);
const LIST_FIELDS = new Set(['services']);

export type UploadedFile = { buffer: Buffer; filename: string; declaredType: string };

export async function readMultipart(
  req: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 200 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('image_too_large');
        throw e;
      });
      if (part.fieldname === fileField && buffer.length > 0)
        file = { buffer, filename: part.filename, declaredType: part.mimetype };
      continue;
    }
    const value = String(part.value);
    if (JSON_FIELDS.has(part.fieldname)) {
      try {
        fields[part.fieldname] = JSON.parse(value);
      } catch {
        throw invalidFields({ [part.fieldname]: 'invalid JSON' });
      }
    } else if (LIST_FIELDS.has(part.fieldname) || part.fieldname.endsWith('[]')) {
      const key = part.fieldname.replace(/\[\]$/, '');
      const list = (fields[key] as string[] | undefined) ?? [];
      if (value !== '') list.push(value);
      fields[key] = list;
    } else {
      fields[part.fieldname] = value;
    }
  }
  return { fields, file };
}
