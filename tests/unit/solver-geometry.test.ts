import { describe, expect, it } from 'vitest';
import { recognize, solve, type Solution, type SolverKind } from '../../backend/src/tutor/solver';
import { solveGeometry, type GeometryRequest } from '../../backend/src/tutor/solver/geometry';
import { writer } from '../../backend/src/tutor/solver/types';

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

type Case = [message: string, kind: SolverKind, values: Record<string, number>];

const degrees = (radians: number) => (radians * 180) / Math.PI;

const plane: Case[] = [
  ['משולש ישר זווית עם ניצבים 5 ו12, כמה היתר?', 'right-triangle', { result: 13 }],
  ['right triangle, hypotenuse 10 and one leg 6. find the other leg', 'right-triangle', { leg: 8 }],
  ['במשולש ישר זווית הניצבים 6 ו-8, מה אורך התיכון ליתר', 'right-triangle', { median: 5 }],
  ['הגובה ליתר מחלק אותו לקטעים של 2 ו-8 ס"מ, מה אורך הגובה?', 'right-triangle', { altitude: 4 }],
  [
    'במשולש $ABC$ הזווית $C$ ישרה, $BC=6$ ו־$AC=8$. מצאו את היתר $AB$, את הגובה ליתר ואת ההיטלים של הניצבים על היתר.',
    'right-triangle',
    { hypotenuse: 10, altitude: 4.8, projection1: 3.6, projection2: 6.4 },
  ],
  ['in triangle ABC angle C is 90°, AB=13 and AC=5. find BC', 'right-triangle', { leg: 12 }],
  ['trapezoid with bases 7 and 13, midsegment length?', 'trapezoid-midsegment', { midsegment: 10 }],
  ['DE מקביל לBC, AD=3, DB=5, BC=16. כמה זה DE?', 'similar-triangles', { DE: 6 }],
  [
    'ישר המקביל לצלע $BC$ של המשולש $ABC$ חותך את $AB$ בנקודה $D$ ואת $AC$ בנקודה $E$. ידוע ש־$AD:DB=2:3$ ו־$BC=15$. מהו אורך $DE$?',
    'similar-triangles',
    { DE: 6 },
  ],
  [
    'במשולש $ABC$ הנקודה $D$ על $AB$ והנקודה $E$ על $AC$, כך ש־$DE\\parallel BC$. נתון $AD=6$, $DB=4$ ו־$DE=9$. מצאו את $BC$ ואת היחס בין שטח המשולש $ADE$ לשטח הטרפז $DBCE$.',
    'similar-triangles',
    { BC: 15, areaRatio: 9 / 16 },
  ],
  [
    'two similar triangles with ratio 3:5, the bigger one has area 75. area of the smaller?',
    'similar-triangles',
    { area: 27 },
  ],
  ['חוצה זווית A במשולש ABC, AB=9 AC=6 BC=10, תמצא את BD', 'angle-bisector', { BD: 6 }],
  [
    'במשולש $ABC$ חוצה הזווית $A$ מחלק את הצלע $BC$ לקטעים $BD=9$ ו־$DC=6$. אורך הצלע $AC$ הוא 10. מהו אורך הצלע $AB$?',
    'angle-bisector',
    { AB: 15 },
  ],
  ['זווית מרכזית 80 מעלות, כמה הזווית ההיקפית שנשענת על אותה קשת', 'circle-angles', { angle: 40 }],
  [
    'הנקודות $A$, $B$ ו־$C$ נמצאות על מעגל שמרכזו $O$, ו־$\\angle AOB=110^\\circ$. הנקודה $C$ נמצאת על הקשת הגדולה $AB$, והנקודה $D$ על הקשת הקטנה. המשיקים למעגל בנקודות $A$ ו־$B$ נפגשים בנקודה $P$. מצאו את $\\angle ACB$, את $\\angle ADB$ ואת $\\angle APB$.',
    'circle-angles',
    { '∠ACB': 55, '∠ADB': 125, '∠APB': 70 },
  ],
  ['cyclic quadrilateral ABCD, angle B = 75°, find angle D', 'circle-angles', { D: 105 }],
  [
    'המרובע $ABCD$ חסום במעגל. נתון $\\angle A=2x+10^\\circ$ ו־$\\angle C=3x-5^\\circ$. מהו גודל הזווית $C$, במעלות?',
    'circle-angles',
    { C: 100 },
  ],
  ['מנקודה P במרחק 13 ממרכז מעגל ברדיוס 5 מעבירים משיק. אורך המשיק?', 'circle-lengths', { tangent: 12 }],
  ['chords AB and CD intersect at E, AE=4, EB=6, CE=3, find ED', 'circle-lengths', { DE: 8 }],
  ['מיתר באורך 16 במעגל ברדיוס 10, מה המרחק שלו מהמרכז', 'circle-lengths', { distance: 6 }],
  ['במעגל ברדיוס 10 מיתר במרחק 6 מהמרכז, מה אורך המיתר', 'circle-lengths', { chord: 16 }],
  [
    'במעגל שמרכזו $O$ ורדיוסו 5 ס"מ, המיתר $AB$ נמצא במרחק 3 ס"מ מהמרכז. מצאו את אורך המיתר. מיתר אחר, $CD$, חותך את $AB$ בנקודה $E$, כך ש־$AE=2$ ו־$CE=4$. מצאו את $ED$.',
    'circle-lengths',
    { AB: 8, DE: 3 },
  ],
  [
    'שני משולשים דומים, יחס הדמיון 2:5. היקף הקטן 10. מה ההיקף של הגדול',
    'similar-triangles',
    { perimeter: 25 },
  ],
  ['hypotenuse=17, leg=8, other leg?', 'right-triangle', { leg: 15 }],
  ['יש לי משולש ישר זווית שהיתר שלו 13 וניצב אחד 12, מה הניצב השני?', 'right-triangle', { leg: 5 }],
  ['זווית היקפית 35 מעלות, מה הזווית המרכזית שנשענת על אותה קשת', 'circle-angles', { angle: 70 }],
  [
    'tangent from a point 10 cm from the center of a circle of radius 6, length of tangent?',
    'circle-lengths',
    { tangent: 8 },
  ],
  [
    'PA is tangent to the circle, PB=2, PC=8 where the secant PBC meets the circle at B and C. find PA',
    'circle-lengths',
    { AP: 4 },
  ],
  [
    'מהנקודה $P$ שמחוץ למעגל יוצאים משיק $PA$ ($A$ נקודת ההשקה) וחותך שפוגש את המעגל בנקודות $B$ ו־$C$, כאשר $PB=4$ ו־$BC=12$. מהו אורך המשיק $PA$?',
    'circle-lengths',
    { AP: 8 },
  ],
];

const space: Case[] = [
  ['תיבה עם מקצועות 3, 4, 12 מה האלכסון שלה', 'box', { AG: 13 }],
  ['a box is 2 by 3 by 6, how long is its diagonal', 'box', { AG: 7 }],
  ['תיבה שאורכה 4, רוחבה 3 וגובהה 12. מה אורך אלכסון התיבה', 'box', { AG: 13 }],
  [
    'cube with side 2, angle between the space diagonal and the base?',
    'box',
    { result: degrees(Math.atan(1 / Math.SQRT2)) },
  ],
  [
    'בתיבה $ABCDEFGH$ נתון: $AB=12$, $BC=4$ והגובה $AE=3$. חשבו את אורך אלכסון הבסיס $AC$, את אורך אלכסון התיבה $AG$ ואת הזווית שבין האלכסון $AG$ לבסיס $ABCD$.',
    'box',
    { AC: Math.sqrt(160), AG: 13, angle_AG_ABCD: degrees(Math.asin(3 / 13)) },
  ],
  [
    'בקובייה $ABCDEFGH$ שאורך צלעה $6$, הנקודה $M$ היא אמצע המקצוע $CG$. חשבו את אורך הקטע $AM$ ואת הזווית שבין $AM$ לבסיס $ABCD$.',
    'box',
    { AM: 9, angle_AM_ABCD: degrees(Math.atan(3 / (6 * Math.SQRT2))) },
  ],
  [
    'בתיבה $ABCDEFGH$ נתון: $AB=9$, $AD=5$ והגובה $AE=12$. מהי הזווית (במעלות) בין המישור $ABGH$ לבסיס $ABCD$?',
    'box',
    { result: degrees(Math.atan(12 / 5)) },
  ],
  [
    'בתיבה $ABCDEFGH$ נתון: $AB=6$, $BC=3$ והגובה $AE=6$. חשבו את הזווית בין האלכסון $AG$ לפאה הצדדית $BCGF$',
    'box',
    { result: degrees(Math.asin(6 / 9)) },
  ],
  ['פירמידה ישרה בסיס ריבועי צלע 6 גובה 4 מה גובה הפאה הצדדית', 'pyramid', { slant: 5 }],
  [
    'square pyramid (right), base edge 10, height 12, how long is the lateral edge?',
    'pyramid',
    { edge: Math.sqrt(194) },
  ],
  [
    'בפירמידה ישרה שבסיסה ריבוע שצלעו $8$, הזווית בין פאה צדדית לבסיס היא $60^\\circ$. חשבו את גובה הפירמידה, את גובה הפאה הצדדית, את אורך המקצוע הצדדי ואת נפח הפירמידה.',
    'pyramid',
    { height: 4 * Math.sqrt(3), slant: 8, edge: Math.sqrt(80), volume: (64 * 4 * Math.sqrt(3)) / 3 },
  ],
  [
    'בפירמידה ישרה שבסיסה ריבוע, צלע הבסיס היא $4$ והמקצוע הצדדי הוא $6$. חשבו את הזווית בין מקצוע צדדי לבסיס',
    'pyramid',
    { edgeAngle: degrees(Math.acos(4 / Math.SQRT2 / 6)) },
  ],
];

describe('given plane-geometry computations in students’ words', () => {
  it.each(plane)('should solve %s', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });
});

describe('given trigonometry in space in students’ words', () => {
  it.each(space)('should solve %s', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });
});

describe('given a geometry walkthrough', () => {
  it('should word every step from the sentences and state exact lengths and rounded angles', async () => {
    // Act
    const box = await solved(
      'בתיבה ABCDEFGH נתון AB=12, BC=4, AE=3. חשבו את AC, את AG ואת הזווית בין AG לבסיס ABCD',
    );
    const english = await solved('in a right triangle the legs are 9 and 12, find the hypotenuse');

    // Assert
    expect(box.reply.answer).toBe('$AC=4\\sqrt{10}$, $AG=13$, $\\angle(AG,ABCD)\\approx 13.34^\\circ$');
    for (const step of [...box.reply.steps, ...english.reply.steps])
      expect(step.description).not.toMatch(/^(?:geo|space|check|problem)_/);
    expect(english.reply.steps[0]?.description).toBe("By Pythagoras' theorem:");
  });
});

describe('given data a check refuses', () => {
  it('should decline, never show a result, when a cyclic quadrilateral’s angle comes out negative', async () => {
    // Act
    const outcome = await solve('מרובע ABCD חסום במעגל, ∠A=x+200°, ∠C=x°. מה זווית C?');

    // Assert
    expect(outcome.status).toBe('unverified');
  });

  it('should decline a figure that cannot exist', async () => {
    // Act
    const outcomes = await Promise.all([
      solve('right triangle, hypotenuse 5 and one leg 7. find the other leg'),
      solve('מנקודה P במרחק 3 ממרכז מעגל ברדיוס 5 מעבירים משיק. אורך המשיק?'),
      solve('DE מקביל לBC, AD=3, AB=6, DE=4, BC=10. כמה זה AE?'),
      solve('פירמידה ישרה שבסיסה ריבוע, צלע הבסיס 10 וגובה הפאה הצדדית 4. מה גובה הפירמידה?'),
    ]);

    // Assert
    for (const outcome of outcomes) expect(outcome.status).not.toBe('solved');
  });

  it('should decline when its second route disagrees', () => {
    // Arrange: a request no message makes, a trapezoid with an endless base, which coordinates cannot measure
    const request: GeometryRequest = { figure: 'midsegment', bases: [Number.POSITIVE_INFINITY, 3] };

    // Act and assert
    expect(() => solveGeometry(request, writer('he'), 'bases')).toThrow(/^unverified/);
  });
});

describe('given messages that are not these computations', () => {
  it.each([
    'נתון: במשולש $ABC$ מתקיים $AB=AC$. הנקודות $D$ ו־$E$ נמצאות על הבסיס $BC$ כך ש־$BD=CE$. צ"ל: $AD=AE$.',
    'חשבו את נפח הפירמידה.',
    'חשבו את הזווית בין הפאה הצדדית $SBC$ לבסיס.',
    'מה זה משפט פיתגורס?',
    'ביתר הימים הוא קנה 5 ו-7 תפוחים, כמה קנה',
    'the legs of a table are 70 cm and 75 cm, find the mean',
  ])('should leave %s to the rest of the tutor', (message) => {
    // Act
    const request = recognize(message);

    // Assert
    expect(request?.kind === 'plane-geometry' || request?.kind === 'space-geometry').toBe(false);
  });

  it('should leave a circle’s equation to the circle kind', () => {
    // Act
    const request = recognize('מהו הרדיוס של המעגל $x^2+y^2-6x+8y=0$?');

    // Assert
    expect(request?.kind).toBe('circle');
  });
});
