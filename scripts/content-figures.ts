/**
 * `npm run content:figures [-- --content <dir>] [-- --png <dir>]`: renders every figure declared in the
 * courses (lesson `figures`, exercise `figure`) to lessons/images/<id>.svg. With --png it also writes a PNG of
 * each SVG, shown through an <img> in a Hebrew (rtl) page in Chromium, to look at.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { collectFigures, courseFolders, figureFile } from './lib/content-check/figures/collect';
import { renderFigure } from './lib/content-check/figures';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const contentDir = path.resolve(option('--content') ?? 'content');
const pngDir = option('--png');
const written: string[] = [];
const all: string[] = [];
let failed = 0;
for (const courseDir of courseFolders(contentDir)) {
  for (const declared of collectFigures(courseDir)) {
    const target = figureFile(courseDir, declared.figure);
    let svg: string;
    try {
      svg = renderFigure(declared.figure);
    } catch (error) {
      failed += 1;
      console.error(
        `✗ ${path.relative(process.cwd(), declared.file)} ${declared.at}: ${(error as Error).message}`,
      );
      continue;
    }
    all.push(target);
    if (existsSync(target) && readFileSync(target, 'utf8') === svg) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, svg);
    written.push(path.relative(process.cwd(), target));
  }
}
for (const file of written) console.log(`wrote ${file}`);
console.log(
  `content:figures: ${all.length} figures, ${written.length} written, ${all.length - written.length} unchanged`,
);

if (pngDir) {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, findChromium } = await import('./lib/chromium');
  const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: chromiumArgs });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    mkdirSync(pngDir, { recursive: true });
    for (const file of all) {
      const svg = readFileSync(file, 'utf8');
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<html lang="he" dir="rtl"><body style="margin:0"><img src="${src}" alt=""></body></html>`,
      );
      const image = page.locator('img');
      await image.waitFor();
      const out = path.join(
        pngDir,
        `${path.basename(path.dirname(path.dirname(path.dirname(file))))}-${path.basename(file, '.svg')}.png`,
      );
      await image.screenshot({ path: out });
      console.log(`png ${out}`);
    }
  } finally {
    await browser.close();
  }
}
process.exit(failed === 0 ? 0 : 1);
