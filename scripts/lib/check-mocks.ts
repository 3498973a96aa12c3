/**
 * Calls every registry endpoint against the MSW node server (mocks/node.ts) with a sample request, and
 * checks each answer against the contract.
 */
import { endpoints, type Endpoint, type EndpointName } from '../../backend/contract';
import { resetMocks } from '../../mocks/handlers';
import { sampleRequests, type SampleInput } from '../../mocks/fixtures/requests';
import { server } from '../../mocks/node';

export interface MockCheck {
  name: EndpointName;
  method: string;
  url: string;
  status: number;
  ok: boolean;
  problem?: string;
}

const origin = 'http://localhost:5000';

function fill(path: string, input: SampleInput<Endpoint>): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      String(value),
    ]),
  ).toString();
  return `${origin}${filled}${query ? `?${query}` : ''}`;
}

function encode(endpoint: Endpoint, body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (endpoint.method === 'GET') return { headers: {} };
  if (endpoint.requestType !== 'multipart') {
    return { body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return { body: form, headers: {} };
}

export async function checkOne(name: EndpointName): Promise<MockCheck> {
  const endpoint: Endpoint = endpoints[name];
  const input = sampleRequests[name] as SampleInput<Endpoint>;
  const url = fill(endpoint.path, input);
  const request = endpoint.body.safeParse(input.body ?? {});
  if (!request.success) {
    return {
      name,
      method: endpoint.method,
      url,
      status: 0,
      ok: false,
      problem: `sample request: ${request.error.message}`,
    };
  }
  const { body, headers } = encode(endpoint, input.body);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { ...headers, Authorization: 'Bearer mock-access-token-check' },
    body,
  });
  const payload: unknown =
    endpoint.responseType === 'blob' ? await response.blob() : await response.json().catch(() => undefined);
  const parsed = endpoint.response.safeParse(payload);
  const problem = !response.ok
    ? `HTTP ${response.status}: ${JSON.stringify(payload)}`
    : parsed.success
      ? undefined
      : parsed.error.message;
  return { name, method: endpoint.method, url, status: response.status, ok: !problem, problem };
}

/** Every endpoint, each on freshly reset stateful mocks. */
export async function checkAllEndpoints(): Promise<MockCheck[]> {
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const results: MockCheck[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      resetMocks();
      results.push(await checkOne(name));
    }
    return results;
  } finally {
    server.close();
  }
}
