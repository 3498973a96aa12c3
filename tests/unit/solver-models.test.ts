import { describe, expect, it } from 'vitest';
import { solve, type SolverKind } from '../../backend/src/tutor/solver';
import { SolverStop } from '../../backend/src/tutor/solver/math';
import { recognizeModels } from '../../backend/src/tutor/solver/recognize-models';
import { markdownTable, plainStatistics } from '../../backend/src/tutor/solver/statistics-read';
import { solveModel } from '../../backend/src/tutor/solver/statistics-models';
import { writer } from '../../backend/src/tutor/solver/types';

/** Expected values by hand or with SciPy 1.17 (f.sf, chi2.sf, chisquare, fisher_exact), not by the solver. */
describe('given the statistics models lessons asked in students words', () => {
  it.each([
    ['מקדם המתאם r=0.8, s_x=5 ו s_y=10. מה השיפוע של קו הריבועים הפחותים?', 'regression', 'slope', 1.6],
    ['what is the slope of the LS line if $r=0.5$, $s_x=4$, $s_y=8$', 'regression', 'slope', 1],
    ['המודל $\\hat y=18+1.6x$. מהו הערך החזוי עבור x=25?', 'regression-prediction', 'value', 58],
    [
      'קו הרגרסיה $\\hat{y}=12+3.5x$. ביום של 8 מעלות נמכרו 37. מה השארית?',
      'regression-prediction',
      'value',
      -3,
    ],
    [
      'k=4 predictors, n=40, R^2=0.60, adjusted R^2 pls',
      'multiple-regression',
      'r2_adjusted',
      0.5542857142857143,
    ],
    ['r=-0.6, מהו מקדם הקביעה R²?', 'regression', 'r2', 0.36],
    ['ניתוח שונות: SSB=45 ו SSW=155, תחשב את גודל האפקט η²', 'anova', 'eta2', 0.225],
    ['spearman with n=8 and \\sum d_i^2=10, no ties: r_s?', 'spearman', 'rs', 0.8809523809523809],
    ['במבחן מאן-ויטני n_1=6 ו n_2=7, R_1=30. מהו U?', 'mann-whitney', 'U', 9],
    ['קרוסקל וואליס: שלוש קבוצות של 5, N=15, R_1=25, R_2=56, R_3=39. מה H?', 'kruskal-wallis', 'h', 4.82],
    [
      'במבחן חי בריבוע לאי תלות, טבלה עם 3 שורות ו 4 עמודות. כמה דרגות חופש?',
      'chi-square-independence',
      'df',
      6,
    ],
    [
      'חי בריבוע: בתא נצפו 34 והשכיחות הצפויה 25. מה התרומה של התא?',
      'chi-square-independence',
      'contribution',
      3.24,
    ],
    [
      'במדגם גדול של $n=50$ התקבל $r_s=0.3$. חשבו את הסטטיסטי $z=r_s\\sqrt{n-1}$ של הקירוב הנורמלי.',
      'spearman',
      'z',
      2.1,
    ],
  ] as Array<[string, SolverKind, string, number]>)(
    'should answer "%s" as %s',
    async (message, kind, name, value) => {
      // Act
      const outcome = await solve(message);

      // Assert
      expect(outcome.status).toBe('solved');
      if (outcome.status !== 'solved') return;
      expect(outcome.solution.kind).toBe(kind);
      expect(outcome.solution.values[name], name).toBeCloseTo(value, 6);
    },
  );

  it.each([
    [
      'anova: SSB=120, SSW=270, k=3 groups, N=30. F and significance at 0.05?',
      'anova',
      6,
      0.00698294499810354,
      'reject',
    ],
    [
      'fisher exact: 6 of 8 improved on the new drug, 1 of 7 on placebo, one sided, is the new one better?',
      'fisher-exact',
      6,
      0.031701631701631705,
      'reject',
    ],
    ['מבחן מקנמר: b=6, c=18, האם השיעור השתנה?', 'mcnemar', 6, 0.014305878435429641, 'reject'],
    [
      'ניתוח שונות דו-כיווני מאוזן: לגורם A שלוש רמות ולגורם B שתי רמות, 4 תצפיות בכל תא, SS_AB=18, SS_E=54. מבחן F לאינטראקציה',
      'two-way-anova',
      3,
      0.0750846862792969,
      'keep',
    ],
  ] as Array<[string, SolverKind, number, number, 'reject' | 'keep']>)(
    'should end the test "%s" with its p-value and decision',
    async (message, kind, statistic, p, decision) => {
      // Act
      const outcome = await solve(message);

      // Assert
      expect(outcome.status).toBe('solved');
      if (outcome.status !== 'solved') return;
      expect(outcome.solution.kind).toBe(kind);
      expect(outcome.solution.values.statistic).toBeCloseTo(statistic, 6);
      expect(outcome.solution.values.p).toBeCloseTo(p, 6);
      expect(outcome.solution.result).toBe(decision);
      expect(outcome.solution.reply.answer).toMatch(/p=/);
    },
  );

  it('should read a chi-square table written in Markdown (rows folded onto one line)', async () => {
    // Arrange
    const message =
      'האם ההיעדרויות מתפלגות באופן שווה?\n| יום | א | ב | ג | ד | ה |\n|---|---|---|---|---|---|\n| שכיחות | 44 | 28 | 22 | 20 | 36 |';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.kind).toBe('chi-square-gof');
    expect(outcome.solution.values.statistic).toBeCloseTo(13.333333333333334, 9);
    expect(outcome.solution.values.p).toBeCloseTo(0.009756859143605193, 6);
  });
});

describe('given how the models are read', () => {
  it('should fold LaTeX spellings into one', () => {
    // Act
    const text = plainStatistics('$\\bar{x}=5$, $R^{2}=0.6$, $\\sum d_i^2=10$, $SS_{AB}=18$, ב־30');

    // Assert
    expect(text).toContain('x̄=5');
    expect(text).toContain('R²=0.6');
    expect(text).toContain('Σd²=10');
    expect(text).toContain('SS_AB=18');
    expect(text).toContain('ב 30');
  });

  it('should take a folded Markdown table apart, header and rows', () => {
    // Act
    const table = markdownTable('| a | b | c | |---|---|---| | x | 1 | 2 | | y | 3 | 4 | and more');

    // Assert
    expect(table).toEqual({
      header: ['a', 'b', 'c'],
      rows: [
        ['x', '1', '2'],
        ['y', '3', '4'],
      ],
    });
  });

  it.each([
    'מה זה מקדם הקביעה?',
    'what does a two-way ANOVA interaction mean?',
    'kruskal wallis, groups of 5, R1=25, R2=56, R3=40',
  ])('should leave "%s" alone (a concept, or rank sums that cannot be)', (message) => {
    // Act
    const request = recognizeModels(message);

    // Assert
    expect(request).toBeNull();
  });
});

describe('given the readings that would answer another question', () => {
  it.each([
    // "- x_2" has no written coefficient: 2 + 3·4 − 3 = 11, never 2 + 3·4 = 14
    ['ŷ = 2 + 3x_1 - x_2, predict for x_1=4, x_2=3', 'value', 11],
    // the number of groups is not the group size: N = 24, F = (105/3)/(195/20)
    ['ניתוח שונות, 4 קבוצות, בכל קבוצה 6 נבדקים, SST=300 SSW=195. תבדקו ב5%', 'statistic', 3.58974358974359],
    // words: "סטיית תקן של x היא 5 ושל y היא 10"
    ['מקדם מתאם 0.8, סטיית תקן של x היא 5 ושל y היא 10, מה השיפוע?', 'slope', 1.6],
  ] as Array<[string, string, number]>)('should read "%s" whole', async (message, name, value) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.values[name], name).toBeCloseTo(value, 9);
  });

  it('should not read a line with a term it cannot read (ŷ=5+2x+x^2)', async () => {
    // Act
    const outcome = await solve('ŷ=5+2x+x^2, predict for x=2');

    // Assert
    expect(outcome.status === 'solved' && outcome.solution.kind === 'regression-prediction').toBe(false);
  });
});

describe('given a quantity whose second route disagrees', () => {
  it('should decline as unverified, never show it', () => {
    // Arrange
    const request = {
      model: 'piece' as const,
      pieces: [
        {
          kind: 'regression' as const,
          quantity: 'model_q_slope',
          formula: 'b=1.6',
          value: 1.6,
          second: 1.7,
          check: 'r=0.85',
        },
      ],
    };

    // Act
    const run = () => solveModel(request, writer('he'), 'test');

    // Assert
    expect(run).toThrow(SolverStop);
    expect(run).toThrow(/unverified/);
  });
});
