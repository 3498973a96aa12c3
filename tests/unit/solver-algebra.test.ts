import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../backend/domain/answer';
import { solve, type Solution, type SolverKind } from '../../backend/src/tutor/solver';
import { conicOf, readScene } from '../../backend/src/tutor/solver/analytic';

type NumericCase = [message: string, kind: SolverKind, values: Record<string, number>];
type SymbolicCase = [message: string, kind: SolverKind, result: string];

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

const numeric: NumericCase[] = [
  // lines
  ['מה השיפוע של הישר 3x+6y-1=0', 'line', { slope: -0.5 }],
  ['whats the slope of 2x - y = 4', 'line', { slope: 2 }],
  ['איפה הישר y=4x-8 חותך את ציר הx?', 'line', { xIntercept: 2 }],
  ['where does y = 5 - x cut the y axis', 'line', { yIntercept: 5 }],
  ['מצא את נקודות החיתוך של y=2x+1 עם הצירים', 'line', { xIntercept: -0.5, yIntercept: 1 }],
  ['find the x and y intercepts of y=-2x+8', 'line', { xIntercept: 4, yIntercept: 8 }],
  ['find the intercepts of 2x+3y=6', 'line', { xIntercept: 3, yIntercept: 2 }],
  ['שטח המשולש שהישר x+2y=8 יוצר עם הצירים', 'line', { area: 16 }],
  ['for which m are y=mx+1 and y=(2m-3)x parallel?', 'line', { m: 3 }],
  ['עבור איזה k הישרים y=kx+1 ו y=4x-2 מאונכים', 'line', { k: -0.25 }],
  ['the line y=kx-3 passes through (2,5), find k', 'line', { k: 4 }],
  ['where does the line through (0,1) and (2,5) cut the x axis', 'line', { xIntercept: -0.5, slope: 2 }],
  // circles
  ['circle through (1,0), (-1,0), (0,1)?', 'analytic-circle', { centreX: 0, centreY: 0, radius: 1 }],
  ['מעגל שמרכזו (1,2) ועובר דרך (4,6), מה ריבוע הרדיוס', 'analytic-circle', { radiusSquared: 25 }],
  ['AB קוטר במעגל, A(0,0) B(6,8). מה הרדיוס של המעגל?', 'analytic-circle', { radius: 5 }],
  ['מה האמצע של הקטע בין (2,4) ל (6,-2)', 'analytic-circle', { midX: 4, midY: 1 }],
  [
    'הישר y=x חותך את המעגל x^2+y^2=8 , מה נקודות החיתוך',
    'analytic-circle',
    { x1: -2, y1: -2, x2: 2, y2: 2 },
  ],
  ['chord length of y=0 in the circle (x-1)^2+y^2=9', 'analytic-circle', { chord: 6 }],
  ['for which k is y=k tangent to x^2+(y-1)^2=4 , k>0', 'analytic-circle', { k: 3 }],
  ['מרחק ממרכז המעגל (x-6)^2+(y-8)^2=1 לראשית הצירים', 'analytic-circle', { distance: 10 }],
  // parabolas
  ['פרבולה עם קודקוד (0,3) שעוברת בנקודה (1,5)', 'parabola', { a: 2, b: 0, c: 3 }],
  ['where does y=x^2 meet the line y=x+2', 'parabola', { x1: -1, y1: 1, x2: 2, y2: 4 }],
  ['בכמה נקודות הפרבולה y=x^2+1 חותכת את ציר ה-x', 'parabola', { count: 0 }],
  ['הגובה של רחפן הוא h(t)=t^2-4t+7 , מה הגובה המינימלי', 'parabola', { min: 3, at: 2 }],
  ['for which c does y=x^2+4x+c touch the x axis', 'parabola', { c: 4 }],
  [
    'ball height h(t)=-5t^2+10t+15 what is the max height and when does it hit the ground',
    'parabola',
    { max: 20, ground: 3 },
  ],
  ['what is the range of y = -(x+1)^2 + 4', 'parabola', { max: 4 }],
  // word problems
  ['פועל א גומר עבודה ב3 שעות ופועל ב ב6 שעות, ביחד כמה זמן?', 'word-problem', { time: 2 }],
  [
    'a pipe fills a tank in 4 hours and a drain empties it in 12 hours, both open together, how long to fill?',
    'word-problem',
    { time: 6 },
  ],
  [
    'two cyclists leave at the same time towards each other, 90 km apart, at 20 km/h and 25 km/h. after how many hours do they meet',
    'word-problem',
    { time: 2 },
  ],
  ['נסעתי הלוך ב 40 קמ"ש וחזרה ב 60 קמ"ש, מה המהירות הממוצעת?', 'word-problem', { averageSpeed: 48 }],
  [
    'מערבבים 6 ק"ג קפה שמחירו 40 שקלים לק"ג עם קפה שמחירו 70 שקלים לק"ג, כמה ק"ג צריך כדי שמחיר התערובת יהיה 50 שקלים לק"ג',
    'word-problem',
    { amount: 3 },
  ],
  [
    'בריכה מתרוקנת בקצב קבוע: אחרי 2 שעות נשארו 800 ליטר ואחרי 5 שעות נשארו 500 ליטר. כמה היה בהתחלה ומתי תתרוקן?',
    'word-problem',
    { start: 1000, empty: 10 },
  ],
  [
    'gym A: sign-up fee 100 and 50 per month, gym B: 70 per month. after how many months is the total the same?',
    'word-problem',
    { months: 5 },
  ],
  [
    'two workers together finish a job in 2 hours. alone, the second needs 3 hours more than the first. how long for each alone?',
    'word-problem',
    { first: 3, second: 6 },
  ],
  [
    'פועל א מסיים לבד ב 12 שעות, עבד לבד 3 שעות ואז הצטרף פועל ב ויחד סיימו אחרי 3 שעות. בכמה שעות ב לבד?',
    'word-problem',
    { time: 6 },
  ],
  [
    'a rectangular garden against a wall is fenced on three sides with 60 m of fence, what is the maximum area',
    'word-problem',
    { area: 450 },
  ],
  // sequences
  [
    'three numbers form an arithmetic sequence, their sum is 9 and their product is 15',
    'arithmetic-sequence',
    { a1: 1, a2: 3, a3: 5 },
  ],
  ['a_1=2, a_(n+1)=a_n^2-1, מהו a_4?', 'recursive-sequence', { term: 63 }],
  [
    'בשנה הראשונה חסכתי 1000 ובכל שנה אני חוסך 200 יותר, אחרי כמה שנים יהיו לי בסך הכול 5200?',
    'arithmetic-sequence',
    { count: 4 },
  ],
  [
    'on the first day she ran 2 km and every day 1 km more. how far in total over the first 5 days',
    'arithmetic-sequence',
    { sum: 20 },
  ],
  ['מה סכום המספרים הטבעיים מ 1 עד 100', 'arithmetic-sequence', { sum: 5050 }],
  ['טור הנדסי אינסופי שסכומו 6 והאיבר הראשון שלו 3, מה המנה', 'infinite-geometric-series', { ratio: 0.5 }],
  ['ידוע ש $1+3+5+\\dots+(2n-1)=n^2$ , חשבו עבור n=12', 'sum-formula', { sum: 144 }],
  ['known: 1+2+3+...+n = n(n+1)/2. how many terms until the sum is 210?', 'sum-formula', { n: 20 }],
];

const symbolic: SymbolicCase[] = [
  ['ישר מקביל ל y=2x+3 שעובר דרך (0,-1)', 'line', 'y=2x-1'],
  ['the line through (1,1) perpendicular to x+y=0', 'line', 'y=x'],
  ['tangent to the circle x^2+y^2=25 at (3,4)', 'analytic-circle', 'y=-3x/4+25/4'],
  ['parabola vertex (2,0) through (0,4)', 'parabola', 'y=x^2-4x+4'],
];

describe('given lines, parabolas, circles, word problems and sequences as students ask them', () => {
  it.each(numeric)('should solve %j as %s with the verified values', async (message, kind, values) => {
    // Arrange
    // Act
    const solution = await solved(message);
    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 9);
    expect(solution.reply.steps.length).toBeGreaterThan(0);
  });

  it.each(symbolic)('should solve %j as %s, equal to %s by the checker', async (message, kind, result) => {
    // Arrange
    // Act
    const solution = await solved(message);
    // Assert
    expect(solution.kind).toBe(kind);
    expect(checkAnswer({ expected: result }, solution.result ?? '').verdict).toBe('correct');
  });
});

describe('given a question the algebra kinds must not answer as theirs', () => {
  it.each([
    ['מה השיפוע של y=x^3+1', 'line'],
    ['slope of y = sin(x) + 2x', 'line'],
    ['מה הגובה המקסימלי של h(t)=t^2+1', 'parabola'],
    ['ברז ממלא בריכה ב 6 שעות. פועל עובד 3 שעות ועוד 4 שעות. כמה זמן ביחד?', 'word-problem'],
  ])('should not answer %j as %s', async (message, kind) => {
    // Arrange
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status === 'solved' ? outcome.solution.kind : outcome.status).not.toBe(kind);
  });

  it('should decline a tangent at a point that is not on the circle, never show a wrong line', async () => {
    // Arrange
    const message = 'משיק למעגל x^2+y^2=25 בנקודה (1,1)';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should decline a circle through three points on one line', async () => {
    // Arrange
    const message = 'find the circle through (0,0), (1,1), (2,2)';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should not answer a sum formula whose first terms do not fit the general term', async () => {
    // Arrange
    const message = 'ידוע ש $1+4+9+\\dots+(2n-1)=n^2$ , חשבו עבור n=12';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should leave a proof to the proofs, not compute it', async () => {
    // Arrange
    const message = 'הוכיחו באינדוקציה: $1+2+\\dots+n=\\frac{n(n+1)}{2}$';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).not.toBe('solved');
  });

  it('should decline a chase where the one behind is slower', async () => {
    // Arrange
    const message =
      'הולך רגל יצא במהירות 6 קמ"ש. כעבור 30 דקות יצא אחריו באותו כיוון רוכב במהירות 4 קמ"ש. כעבור כמה זמן השיג אותו?';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('unsupported');
  });
});

describe('given a message read as a scene', () => {
  it('should read each equation apart, with its parameter, and fit a line as a conic of degree one', () => {
    // Arrange
    const message = 'עבור איזה $k$ הישרים $y=(k-1)x+3$ ו־$y=(2k+3)x-5$ מקבילים? בצורה $y=mx+b$';
    // Act
    const scene = readScene(message);
    // Assert
    expect(scene.equations.map((equation) => equation.params)).toEqual([['k'], ['k']]);
    const conic = scene.equations[0] ? conicOf(scene.equations[0], [2]) : null;
    expect(conic).toEqual({ A: 0, B: 0, C: 0, D: -1, E: 1, F: -3 });
  });

  it('should not fit a cubic as a conic', () => {
    // Arrange
    const [equation] = readScene('y=x^3-2').equations;
    // Act
    const conic = equation ? conicOf(equation) : undefined;
    // Assert
    expect(conic).toBeNull();
  });
});
