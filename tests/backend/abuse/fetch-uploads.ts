/**
 * Sends uploads with Node's fetch from a process of its own (an outside client, as a browser or a
 * script would be). Run by Node directly (type stripping): argv = url, a JSON list of jobs, repeats.
 * Prints one JSON line: per job, its outcomes — `{ status, code }`, or `{ status: 0, code }` with the
 * network error's code when fetch failed.
 */
export interface UploadJob {
  name: string;
  bytes: number;
  /** the file's first bytes, hex */
  head: string;
  authorization?: string;
}

export interface UploadOutcome {
  status: number;
  code: string;
}

async function send(url: string, job: UploadJob): Promise<UploadOutcome> {
  const body = Buffer.alloc(job.bytes, 0x41);
  Buffer.from(job.head, 'hex').copy(body);
  const form = new FormData();
  form.set('file', new Blob([body]), job.name);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: job.authorization ? { authorization: job.authorization } : {},
      body: form,
    });
    const text = await response.text();
    let code = 'not_json';
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? 'no_code';
    } catch {
      // stays not_json
    }
    return { status: response.status, code };
  } catch (error) {
    return { status: 0, code: (error as { cause?: { code?: string } }).cause?.code ?? String(error) };
  }
}

const [url = '', jobsJson = '[]', repeats = '1'] = process.argv.slice(2);
const outcomes: UploadOutcome[][] = [];
for (const job of JSON.parse(jobsJson) as UploadJob[]) {
  const mine: UploadOutcome[] = [];
  for (let index = 0; index < Number(repeats); index += 1) mine.push(await send(url, job));
  outcomes.push(mine);
}
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
