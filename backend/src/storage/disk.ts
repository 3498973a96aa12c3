import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertKey, type ByteRange, type ObjectInfo, type ObjectStore, type StoredObject } from './store';

/**
 * Objects as files under `root` (DATA_DIR/media by default), which is outside every static root:
 * they leave only through the routes that check who asks. Writes land under a temporary name and
 * are renamed into place, so a reader never sees half a file.
 */
export function diskStore(root: string): ObjectStore {
  const fileOf = (key: string): string => {
    assertKey(key);
    return path.join(root, key);
  };
  const place = async (key: string): Promise<string> => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  };
  const info = async (file: string): Promise<ObjectInfo | null> => {
    try {
      const found = await stat(file);
      return found.isFile() ? { size: found.size, contentType: undefined } : null;
    } catch {
      return null;
    }
  };
  return {
    kind: 'disk',
    async putFile(key, source) {
      const file = await place(key);
      try {
        await rename(source, file);
      } catch (error) {
        // Another file system (a scratch directory elsewhere): copy, then remove the source.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
        await copyFile(source, temporary);
        await rename(temporary, file);
        await unlink(source);
      }
    },
    async putBytes(key, bytes) {
      const file = await place(key);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key);
      const found = await info(file);
      if (!found) return null;
      const body = range
        ? createReadStream(file, { start: range.start, end: range.end })
        : createReadStream(file);
      return { ...found, body };
    },
    stat: (key) => info(fileOf(key)),
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
