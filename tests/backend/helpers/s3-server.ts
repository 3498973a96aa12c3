/**
 * A small S3-compatible server for the tests: path-style PUT, GET (with a byte range), HEAD (of an object or the bucket) and
 * DELETE of objects, kept in memory, with every request's AWS Signature Version 4 checked against
 * its one access key. The object store (backend/src/storage/s3.ts) is tested against it over HTTP
 * through the real AWS SDK, never by stubbing the SDK.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3TestServer {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `bucket/key` → object */
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  /** method and path of every request, in order */
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it for query strings. */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function errorXml(
  res: ServerResponse,
  status: number,
  code: string,
  requests: S3TestServer['requests'],
  req: IncomingMessage,
): void {
  requests.push({ method: req.method ?? '', path: req.url ?? '', status });
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** True when the request's SigV4 `Authorization` matches what this server's secret signs. */
function signatureValid(
  req: IncomingMessage,
  body: Buffer,
  server: Pick<S3TestServer, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, accessKey, date, region, signedHeaders = '', signature] = match;
  if (accessKey !== server.accessKeyId || region !== server.region) return false;
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${server.secretAccessKey}`, date ?? ''), region ?? ''), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

export async function startS3Server(): Promise<S3TestServer> {
  const objects: S3TestServer['objects'] = new Map();
  const requests: S3TestServer['requests'] = [];
  const identity = {
    accessKeyId: 'HAVRUTATESTKEY',
    secretAccessKey: 'havruta-test-secret',
    region: 'us-east-1',
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!signatureValid(req, body, identity))
        return errorXml(res, 403, 'SignatureDoesNotMatch', requests, req);
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const name = decodeURIComponent(url.pathname.slice(1));
      // HeadBucket (a readiness check): any bucket exists here.
      if (req.method === 'HEAD' && /^[^/]+\/?$/.test(name)) {
        requests.push({ method: 'HEAD', path: url.pathname, status: 200 });
        res.writeHead(200);
        return res.end();
      }
      if (!/^[^/]+\/.+/.test(name)) return errorXml(res, 400, 'InvalidRequest', requests, req);
      const found = objects.get(name);
      const done = (status: number, headers: Record<string, string>, payload?: Buffer): void => {
        requests.push({ method: req.method ?? '', path: url.pathname, status });
        res.writeHead(status, headers);
        res.end(payload);
      };
      switch (req.method) {
        case 'PUT': {
          if (Number(req.headers['content-length']) !== body.length)
            return errorXml(res, 400, 'IncompleteBody', requests, req);
          objects.set(name, { bytes: body, contentType: req.headers['content-type'] });
          return done(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        }
        case 'GET':
        case 'HEAD': {
          if (!found)
            return errorXml(res, 404, req.method === 'GET' ? 'NoSuchKey' : 'NotFound', requests, req);
          const type = { 'content-type': found.contentType ?? 'application/octet-stream' };
          const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
          if (range && req.method === 'GET') {
            const start = Number(range[1]);
            const end = Math.min(
              range[2] ? Number(range[2]) : found.bytes.length - 1,
              found.bytes.length - 1,
            );
            const part = found.bytes.subarray(start, end + 1);
            return done(
              206,
              {
                ...type,
                'content-length': String(part.length),
                'content-range': `bytes ${start}-${end}/${found.bytes.length}`,
              },
              part,
            );
          }
          return done(
            200,
            { ...type, 'content-length': String(found.bytes.length) },
            req.method === 'GET' ? found.bytes : undefined,
          );
        }
        case 'DELETE':
          objects.delete(name);
          return done(204, {});
        default:
          return errorXml(res, 405, 'MethodNotAllowed', requests, req);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...identity,
    objects,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
