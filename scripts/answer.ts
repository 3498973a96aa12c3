/** `npm run -s answer -- …`: see scripts/lib/answer-cli.ts and docs/content.md. */
import { createInterface } from 'node:readline';
import { runAnswerCli } from './lib/answer-cli';

const result = await runAnswerCli(process.argv.slice(2), () =>
  createInterface({ input: process.stdin, crlfDelay: Infinity }),
);
for (const line of result.stdout) process.stdout.write(`${line}\n`);
for (const line of result.stderr) process.stderr.write(`${line}\n`);
process.exitCode = result.code;
