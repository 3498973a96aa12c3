/** npm run mocks:check — every registry endpoint answers through mocks/node.ts with a contract-valid body. */
import { checkAllEndpoints } from './lib/check-mocks';

const results = await checkAllEndpoints();
for (const result of results) {
  const mark = result.ok ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${result.method.padEnd(4)} ${result.status} ${result.name} ${result.url}`);
  if (result.problem) console.log(`     ${result.problem}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`endpoints: ${results.length - failed} ok, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
