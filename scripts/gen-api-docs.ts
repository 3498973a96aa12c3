/** npm run docs:api — writes docs/api.md from the contract registry. */
import { writeFile } from 'node:fs/promises';
import { renderApiDocs } from './lib/api-docs';

await writeFile('docs/api.md', await renderApiDocs());
console.log('docs/api.md written');
