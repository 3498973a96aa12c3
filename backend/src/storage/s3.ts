import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertKey, type ObjectInfo, type ObjectStore } from './store';

type S3Sdk = typeof S3;

/** A 404 from S3 (NoSuchKey on GET, NotFound on HEAD). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK, so several
 * nodes share uploads and audio. The SDK is loaded on first use: a server on local disk never
 * pays for it. Checksums are sent only when an operation requires them, which every S3-compatible
 * server accepts.
 */
export function s3Store(config: S3Config): ObjectStore {
  let client: Promise<{ sdk: S3Sdk; s3: S3.S3Client }> | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return client;
  };
  const keyOf = (key: string): string => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async putFile(key, file, info) {
      const { sdk, s3 } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(file),
          ContentLength: info.size,
          ContentType: info.contentType,
        }),
      );
      await unlink(file);
    },
    async putBytes(key, bytes, info) {
      const { sdk, s3 } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: info.contentType,
        }),
      );
    },
    async get(key, range) {
      const { sdk, s3 } = await connect();
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        return {
          body: answer.Body,
          size: total ? Number(total) : Number(answer.ContentLength ?? 0),
          contentType: answer.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key): Promise<ObjectInfo | null> {
      const { sdk, s3 } = await connect();
      try {
        const head = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async check() {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
