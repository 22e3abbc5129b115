import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';

interface UploadedFile {
  readonly filepath: string;
}

/**
 * Removes the files koa-body (formidable) wrote to the temporary folder for a multipart body once the
 * request is answered, whoever answered it: the body is parsed before routing, so a multipart body sent
 * to a route that takes no file, or refused (401, 404, 400), left its file there for good, and anyone
 * could fill the disk 20 MB a request. The upload routes remove theirs as soon as they are read.
 */
export function removeUploadsWhenDone() {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } finally {
      const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
      if (files) await Promise.all(Object.values(files).flat().map((file) => rm(file.filepath, { force: true })));
    }
  };
}
