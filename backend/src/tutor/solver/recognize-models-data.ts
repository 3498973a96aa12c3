/**
 * The data of a whole test written in words or in a Markdown table (docs/tutor.md, "Statistics models"):
 * a 2×2 table told group by group ("מבין 100 מעשנים, 30 חולים ו-70 בריאים"), counts against a ratio
 * ("3:1 … 140 דומיננטיים ו-60 רצסיביים"), the sign test's counts in words, Spearman's coefficient of two
 * listed rankings, a prediction interval's half-width, and Markdown tables of counts, of x–y data, of
 * groups' summaries or of groups' observations. Each is handed to the test statistics-tests.ts runs.
 */
import { agree } from './math';
import { criticalValue, type Tail } from './statistics-distributions';
import { markdownTable, cellNumber, named, TOTAL, type MarkdownTable } from './statistics-read';
import { mcnemarTest, type ModelRequest, type Piece } from './statistics-models';
import { ranks, summaryOf, type Summary, type TestSettings, type StatisticsTest } from './statistics-tests';

const f = (value: number) => String(Number(value.toPrecision(6)));

const WORDS: Readonly<Record<string, number>> = {
  אחד: 1,
  אחת: 1,
  שניים: 2,
  שתיים: 2,
  שלושה: 3,
  ארבעה: 4,
  חמישה: 5,
  שישה: 6,
  שבעה: 7,
  שמונה: 8,
  תשעה: 9,
  עשרה: 10,
};
const COUNT = `(\\d+|${Object.keys(WORDS).join('|')})`;
const countOf = (text: string | undefined) =>
  text === undefined ? null : /^\d+$/.test(text) ? Number(text) : (WORDS[text] ?? null);

function settings(text: string, tail: Tail): TestSettings {
  const found =
    /(?:α|alpha|אלפא)\s*=?\s*(\d*\.\d+)/i.exec(text) ??
    /(?:רמת\s+(?:ה)?מובהקות|ברמ(?:ה|ת))\s*(?:של\s*)?(\d*\.\d+)/i.exec(text);
  const alpha = found?.[1] ? Number(found[1]) : Number.NaN;
  return alpha > 0 && alpha < 0.5
    ? { alpha, alphaGiven: true, tail }
    : { alpha: 0.05, alphaGiven: false, tail };
}

const statistics = (test: StatisticsTest, text: string, tail: Tail): ModelRequest => ({
  model: 'statistics',
  test,
  settings: settings(text, tail),
});

const INDEPENDENCE = /חי[\s-]*(?:ב)?ריבוע|chi|χ²|אי[\s-]*(?:ה)?תלות|independen|קשר\s+בין|associat/i;

/** "מבין 100 מעשנים, 30 חולים ו 70 בריאים. מבין 200 לא מעשנים, 20 …": the rows of a 2×2 table. */
function groupsInWords(text: string): ModelRequest | null {
  if (!INDEPENDENCE.test(text)) return null;
  const rows = [
    ...text.matchAll(/(?:מבין|among)\s+(?:(\d+)\s+)?[^\d]*?(\d+)[^\d]*?(?:\sו|\sand)\s*(\d+)/gi),
  ].map((m) => ({ total: m[1] === undefined ? null : Number(m[1]), a: Number(m[2]), b: Number(m[3]) }));
  if (rows.length !== 2 || rows.some((row) => row.total !== null && row.total !== row.a + row.b)) return null;
  return statistics({ test: 'chi2-independence', table: rows.map((row) => [row.a, row.b]) }, text, 'right');
}

/** Counts against a ratio: "היחס … 3:1. במדגם של 200 … 140 דומיננטיים ו 60 רצסיביים". */
function ratioCounts(text: string): ModelRequest | null {
  if (!/יחס|ratio|טיב\s+התאמה|goodness/i.test(text)) return null;
  const ratio = /(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)/.exec(text);
  if (!ratio?.[1]) return null;
  const shares = ratio[1].split(':').map(Number);
  const after = text.slice(ratio.index + ratio[0].length);
  let counts = (after.match(/(?<![\w.])\d+(?:\.\d+)?(?!\.?\d|[A-Za-z_])/g) ?? []).map(Number);
  if (
    counts.length === shares.length + 1 &&
    agree(
      counts[0] ?? 0,
      counts.slice(1).reduce((s, c) => s + c, 0),
    )
  )
    counts = counts.slice(1);
  if (counts.length !== shares.length) return null;
  return statistics({ test: 'chi2-gof', observed: counts, shares }, text, 'right');
}

/** The sign test's counts: "על 12 זוגות … 10 הפרשים חיוביים", "עשרה זוגות … בתשעה זוגות … ובזוג אחד". */
function signWords(text: string): ModelRequest | null {
  if (!/מבחן\s+(?:ה)?סימן|sign\s+test/i.test(text)) return null;
  const pairs = [...text.matchAll(new RegExp(`${COUNT}\\s*(?:זוגות|pairs)`, 'g'))].map((m) => countOf(m[1]));
  if (/זוג\s+אחד|one\s+pair/.test(text)) pairs.push(1);
  const positive = countOf(
    /(\d+)\s*(?:הפרשים\s+חיוביים|positive\s+differences|פלוסים|pluses)/i.exec(text)?.[1],
  );
  let plus: number | null = null;
  let minus: number | null = null;
  const [total, first, second] = pairs;
  if (positive !== null && total !== null && total !== undefined && pairs.length === 1) {
    plus = positive;
    minus = total - positive;
  } else if (
    pairs.length === 3 &&
    total &&
    first !== null &&
    second !== null &&
    first !== undefined &&
    second !== undefined &&
    total === first + second
  ) {
    plus = first;
    minus = second;
  }
  if (plus === null || minus === null || minus < 0) return null;
  const tail: Tail = /דו[\s-]*צדדי|two[\s-]*sided/i.test(text)
    ? 'two'
    : /חד[\s-]*צדדי|one[\s-]*sided/i.test(text)
      ? 'right'
      : 'two';
  return statistics({ test: 'sign', plus, minus }, text, tail);
}

/** Spearman's coefficient of two listed rankings or scores (Pearson's r of the ranks). */
function spearmanLists(text: string): ModelRequest | null {
  if (!/ספירמן|spearman|(?<![A-Za-z])r_?s\b/i.test(text)) return null;
  const points = [...text.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g)];
  let x: number[] = [];
  let y: number[] = [];
  if (points.length >= 4) {
    x = points.map((m) => Number(m[1]));
    y = points.map((m) => Number(m[2]));
  } else {
    const lists = [...text.matchAll(/-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,}/g)].map((m) =>
      m[0].split(/\s*,\s*/).map(Number),
    );
    if (lists.length !== 2) return null;
    [x = [], y = []] = lists;
  }
  if (x.length !== y.length || x.length < 3) return null;
  const rx = ranks(x);
  const ry = ranks(y);
  const pearson = (a: number[], b: number[]) => {
    const n = a.length;
    const ma = a.reduce((s, v) => s + v, 0) / n;
    const mb = b.reduce((s, v) => s + v, 0) / n;
    const sab = a.reduce((s, v, i) => s + (v - ma) * ((b[i] ?? 0) - mb), 0);
    const saa = a.reduce((s, v) => s + (v - ma) ** 2, 0);
    const sbb = b.reduce((s, v) => s + (v - mb) ** 2, 0);
    return sab / Math.sqrt(saa * sbb);
  };
  const rs = pearson(rx, ry);
  const n = x.length;
  const d2 = rx.reduce((s, r, i) => s + (r - (ry[i] ?? 0)) ** 2, 0);
  const ties = new Set(x).size < n || new Set(y).size < n;
  // Second way: the short formula (exact without ties); with ties, the raw-sums formula on the ranks.
  const rawSums = (() => {
    const sx = rx.reduce((s, v) => s + v, 0);
    const sy = ry.reduce((s, v) => s + v, 0);
    const sxy = rx.reduce((s, v, i) => s + v * (ry[i] ?? 0), 0);
    const sxx = rx.reduce((s, v) => s + v * v, 0);
    const syy = ry.reduce((s, v) => s + v * v, 0);
    return (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
  })();
  const pieces: Piece[] = [
    {
      kind: 'spearman',
      quantity: 'model_q_rs',
      formula: `R_x=(${rx.map(f).join(',')}),\\ R_y=(${ry.map(f).join(',')}),\\ \\sum d_i^2=${f(d2)},\\ r_s=${f(rs)}`,
      value: rs,
      second: ties ? rawSums : 1 - (6 * d2) / (n * (n * n - 1)),
      check: ties
        ? `r_s=\\frac{n\\sum R_xR_y-\\sum R_x\\sum R_y}{\\sqrt{\\dots}}`
        : `1-\\frac{6\\sum d_i^2}{n(n^2-1)}=${f(1 - (6 * d2) / (n * (n * n - 1)))}`,
      values: { r: rs },
    },
  ];
  if (/פירסון|pearson/i.test(text)) {
    const r = pearson(x, y);
    pieces.push({
      kind: 'spearman',
      quantity: 'model_q_r',
      formula: `r=\\frac{S_{xy}}{\\sqrt{S_{xx}S_{yy}}}=${f(r)}`,
      value: r,
      second: r,
      check: `|r|\\le 1`,
      values: { pearson: r },
    });
  }
  if (/מובהק|significan|\btest\b|בדקו/i.test(text) && Math.abs(rs) < 1 && n >= 4)
    return statistics({ test: 'correlation', r: rs, n, spearman: true }, text, 'two');
  return { model: 'piece', pieces };
}

/** The half-width of a prediction (or mean-response) interval from s_e, x̄, S_xx, n and x₀. */
function intervalHalfWidth(text: string): ModelRequest | null {
  if (!/חצי\s+(?:ה)?רוחב|half[\s-]?width|margin/i.test(text)) return null;
  const se = named(text, ['s_?e']);
  const mx = named(text, ['x̄']);
  const sxx = named(text, ['S_?xx']);
  const n = named(text, ['n']);
  const x0 = named(text, ['x_?0']);
  const level = Number(/(\d{2}(?:\.\d+)?)\s*%/.exec(text)?.[1] ?? 95) / 100;
  if (se === null || mx === null || sxx === null || n === null || x0 === null || n < 3 || !(sxx > 0))
    return null;
  const single = /ניבוי|prediction/i.test(text);
  const t = criticalValue({ name: 't', df: n - 2 }, 1 - level, 'two', text);
  const inside = (single ? 1 : 0) + 1 / n + (x0 - mx) ** 2 / sxx;
  const half = t * se * Math.sqrt(inside);
  const low = -half;
  const high = half;
  return {
    model: 'piece',
    pieces: [
      {
        kind: 'regression-prediction',
        quantity: 'model_q_half_width',
        formula: `t_{${f((1 - level) / 2)},${n - 2}}\\,s_e\\sqrt{${single ? '1+' : ''}\\frac{1}{n}+\\frac{(x_0-\\bar x)^2}{S_{xx}}}=${f(t)}\\cdot ${f(se)}\\sqrt{${f(inside)}}=${f(half)}`,
        value: half,
        second: (high - low) / 2,
        check: `\\frac{(\\hat y+h)-(\\hat y-h)}{2}=${f((high - low) / 2)}`,
        values: { t },
      },
    ],
  };
}

// ---- Markdown tables --------------------------------------------------------------------------------

const numericRow = (row: readonly string[]) => row.slice(1).map(cellNumber);

/** A table's numbers with its label column and total rows and columns dropped, or null when a cell is not a number. */
function counts(table: MarkdownTable): number[][] | null {
  const totalColumns = new Set(
    table.header.map((cell, j) => (TOTAL.test(cell) ? j : -1)).filter((j) => j > 0),
  );
  const rows = table.rows
    .filter((row) => !TOTAL.test(row[0] ?? ''))
    .map((row) => row.map(cellNumber).filter((_, j) => j > 0 && !totalColumns.has(j)));
  if (rows.some((row) => row.some((value) => value === null))) return null;
  return rows as number[][];
}

function tableRequest(text: string): ModelRequest | null {
  const table = markdownTable(text);
  if (!table) return null;
  const labels = table.rows.map((row) => row[0] ?? '');
  const firstLabel = table.header[0] ?? '';
  const isX = (label: string) => /(?:^|\s)x(?:\s|$)|\(x\)/i.test(label.replace(/\s+/g, ' '));
  const isY = (label: string) => /(?:^|\s)y(?:\s|$)|\(y\)/i.test(label.replace(/\s+/g, ' '));
  // x–y data: the header or a row labelled x, a row labelled y.
  const xRow = isX(firstLabel) ? table.header : table.rows.find((row) => isX(row[0] ?? ''));
  const yRow = table.rows.find((row) => isY(row[0] ?? ''));
  if (xRow && yRow) {
    const x = numericRow(xRow);
    const y = numericRow(yRow);
    if (x.some((v) => v === null) || y.some((v) => v === null) || x.length !== y.length) return null;
    const data = { x: x as number[], y: y as number[] };
    if (/ספירמן|spearman|(?<![A-Za-z])r_?s\b/i.test(text))
      return statistics({ test: 'spearman', ...data }, text, 'two');
    if (/רגרסי|regression|שיפוע|slope|מתאם|correlat|קשר|relation/i.test(text))
      return statistics({ test: 'regression', ...data }, text, 'two');
    return null;
  }
  const header = table.header.join(' ');
  // Groups' summaries: size, mean and variance (or SD) columns.
  const column = (pattern: RegExp) => table.header.findIndex((cell) => pattern.test(cell));
  const sizeAt = column(/^n$|גודל|size|^n_?i$/i);
  const meanAt = column(/ממוצע|mean/i);
  const varianceAt = column(/שונות|variance/i);
  const sdAt = column(/סטיית|ס"ת|sd|standard/i);
  if (sizeAt > 0 && meanAt > 0 && (varianceAt > 0 || sdAt > 0)) {
    const groups: Summary[] = [];
    for (const row of table.rows) {
      const n = cellNumber(row[sizeAt]);
      const mean = cellNumber(row[meanAt]);
      const spread = cellNumber(row[varianceAt > 0 ? varianceAt : sdAt]);
      if (n === null || mean === null || spread === null) return null;
      groups.push({ n, mean, sd: varianceAt > 0 ? Math.sqrt(spread) : spread });
    }
    return groups.length >= 2 ? statistics({ test: 'anova', groups }, text, 'right') : null;
  }
  // Groups' observations: a cell holding a list "4, 7, 6, 7".
  const listAt = table.header.findIndex(
    (_, j) => j > 0 && table.rows.every((row) => /\d\s*,\s*\d/.test(row[j] ?? '')),
  );
  if (listAt > 0) {
    const groups = table.rows.map((row) => (row[listAt] ?? '').split(/\s*,\s*/).map(Number));
    if (groups.some((group) => group.length < 2 || !group.every(Number.isFinite)) || groups.length < 2)
      return null;
    return statistics({ test: 'anova', groups: groups.map((group) => summaryOf(group)) }, text, 'right');
  }
  const cells = counts(table);
  if (!cells || cells.length === 0) return null;
  if (
    /מקנמר|mcnemar/i.test(text) ||
    (/לפני/.test(header) && labels.some((label) => /לפני|אחרי/.test(label)))
  ) {
    const [[, b] = [], [c] = []] = cells;
    if (cells.length !== 2 || cells[0]?.length !== 2 || b === undefined || c === undefined || b + c === 0)
      return null;
    return { model: 'test', test: mcnemarTest(b, c), settings: settings(text, 'right') };
  }
  if (cells.length === 1) {
    const observed = cells[0] ?? [];
    if (!/שווה|אחיד|uniform|evenly|equally|הוגן|fair|טיב\s+התאמה|goodness/i.test(text) || observed.length < 2)
      return null;
    return statistics({ test: 'chi2-gof', observed, shares: observed.map(() => 1) }, text, 'right');
  }
  if (cells.length >= 2 && (cells[0]?.length ?? 0) >= 2 && INDEPENDENCE.test(`${text} ${header}`))
    return statistics({ test: 'chi2-independence', table: cells }, text, 'right');
  return null;
}

/** The data of a whole test read from words or a Markdown table, or null. */
export function recognizeModelData(text: string, from: 'table' | 'words'): ModelRequest | null {
  const matchers =
    from === 'table'
      ? [tableRequest]
      : [groupsInWords, ratioCounts, signWords, spearmanLists, intervalHalfWidth];
  for (const matcher of matchers) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}
