/**
 * Derivatives (power, product, quotient, chain; trig, exp, ln) by mathjs, tangent lines and definite
 * integrals of polynomials. Checked numerically: central differences for derivatives, Simpson's rule
 * for integrals, the point and slope for tangents.
 */
import type { MathNode } from 'mathjs';
import {
  agree,
  formatNumber,
  math,
  numberTex,
  numericDerivative,
  numericIntegral,
  plain,
  polynomialCoefficients,
  polynomialSource,
  readMath,
  SolverStop,
  tex,
  valueAt,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';

const CHECK_POINTS = [0.37, 1.21, 2.03, -0.83, 2.9];

/** The rules the top of the expression calls for, for the first step's wording. */
function rulesOf(node: MathNode): string[] {
  const rules = new Set<string>();
  node.traverse((child) => {
    if (math.isOperatorNode(child)) {
      if (child.fn === 'multiply' && child.args.filter((arg) => variablesOf(arg).length > 0).length > 1)
        rules.add('rule_product');
      if (child.fn === 'divide' && variablesOf(child.args[1] ?? child).length > 0) rules.add('rule_quotient');
      if (child.fn === 'pow') rules.add('rule_power');
    }
    if (math.isFunctionNode(child)) {
      rules.add('rule_function');
      if (child.fn.name === 'tan') rules.add('rule_tan');
      const argument = child.args[0];
      if (argument && !math.isSymbolNode(argument)) rules.add('rule_chain');
    }
  });
  if (rules.size === 0) rules.add('rule_linear');
  return [...rules];
}

function variableOf(node: MathNode, text: string): string {
  const names = variablesOf(node);
  if (names.length > 1) throw new SolverStop('unreadable', text);
  return names[0] ?? 'x';
}

/** sec u and csc u, which mathjs's derivative writes, as the lessons write them: 1/cos u and 1/sin u. */
function lessonForm(node: MathNode): MathNode {
  return node.transform((child) => {
    if (!math.isFunctionNode(child) || !['sec', 'csc'].includes(child.fn.name) || child.args.length !== 1)
      return child;
    const inner = lessonForm(child.args[0] as MathNode);
    const base = new math.FunctionNode(child.fn.name === 'sec' ? 'cos' : 'sin', [inner]);
    return new math.OperatorNode('/', 'divide', [new math.ConstantNode(1), base]);
  });
}

/** 1/(cos u)^2 written as one fraction, 1/cos²u, after the passes below. */
function powersOfReciprocals(node: MathNode): MathNode {
  return node.transform((child) => {
    if (!math.isOperatorNode(child) || child.fn !== 'pow') return child;
    const [base, exponent] = child.args;
    const reciprocal = base && math.isParenthesisNode(base) ? base.content : base;
    if (
      !reciprocal ||
      !exponent ||
      !math.isOperatorNode(reciprocal) ||
      reciprocal.fn !== 'divide' ||
      !math.isConstantNode(reciprocal.args[0]) ||
      reciprocal.args[0].value !== 1
    )
      return child;
    const denominator = powersOfReciprocals(reciprocal.args[1] as MathNode);
    return new math.OperatorNode('/', 'divide', [
      new math.ConstantNode(1),
      new math.OperatorNode('^', 'pow', [denominator, powersOfReciprocals(exponent)]),
    ]);
  });
}

const isReciprocal = (node: MathNode | undefined): node is MathNode =>
  node !== undefined &&
  math.isOperatorNode(node) &&
  node.fn === 'divide' &&
  math.isConstantNode(node.args[0]) &&
  node.args[0].value === 1;

/** a·(1/b) as a/b, and −1·(1/b) as −1/b: 3/cos²(3x), the lessons' way, not 3·1/cos²(3x). */
function foldReciprocals(node: MathNode): MathNode {
  return node.transform((child) => {
    if (!math.isOperatorNode(child) || child.fn !== 'multiply' || child.args.length !== 2) return child;
    const [a, b] = child.args.map((arg) => foldReciprocals(arg as MathNode));
    if (!a || !isReciprocal(b)) return child;
    const denominator = (b as MathNode & { args: MathNode[] }).args[1] as MathNode;
    if (math.isConstantNode(a) && a.value === -1)
      return new math.OperatorNode('-', 'unaryMinus', [
        new math.OperatorNode('/', 'divide', [new math.ConstantNode(1), denominator]),
      ]);
    return new math.OperatorNode('/', 'divide', [a, denominator]);
  });
}

/**
 * mathjs's light simplification passes (core, constants) instead of its full \`simplify\`: the same
 * readable result for school derivatives at a twentieth of the time; ln e, which the chain rule
 * leaves behind for e^u, becomes 1.
 */
function tidy(node: MathNode): MathNode {
  const withoutLnE = node.transform((child) =>
    math.isFunctionNode(child) &&
    child.fn.name === 'log' &&
    child.args.length === 1 &&
    math.isSymbolNode(child.args[0]) &&
    child.args[0].name === 'e'
      ? new math.ConstantNode(1)
      : child,
  );
  const simplified = math.simplifyCore(math.simplifyConstant(math.simplifyCore(lessonForm(withoutLnE))));
  return foldReciprocals(math.simplifyCore(powersOfReciprocals(simplified)));
}

/** f' of f, simplified, verified at several points; throws SolverStop when a check fails. */
export function derive(node: MathNode, variable: string, text: string): MathNode {
  const derivative = tidy(math.derivative(node, variable, { simplify: false }));
  let checked = 0;
  for (const at of CHECK_POINTS) {
    const symbolic = valueAt(derivative, { [variable]: at });
    const numeric = numericDerivative(node, variable, at);
    if (!Number.isFinite(symbolic) || !Number.isFinite(numeric)) continue;
    if (!agree(symbolic, numeric, 1e-4)) throw new SolverStop('unverified', text);
    checked += 1;
  }
  if (checked < 2) throw new SolverStop('unverified', text);
  return derivative;
}

/** mathjs's full simplification of a checked result (cos x + cos x as 2cos x), kept only when it agrees. */
function readable(node: MathNode, variable: string): MathNode {
  let simpler: MathNode;
  try {
    simpler = math.simplify(node);
  } catch {
    return node;
  }
  const same = CHECK_POINTS.every((at) => {
    const [a, b] = [valueAt(node, { [variable]: at }), valueAt(simpler, { [variable]: at })];
    return Number.isFinite(a) === Number.isFinite(b) && (!Number.isFinite(a) || agree(a, b, 1e-9));
  });
  return same ? simpler : node;
}

/** f″(a) from f alone, (f(a+h) − 2f(a) + f(a−h)) / h²: an independent check of the symbolic value. */
function secondDifference(node: MathNode, variable: string, at: number): number {
  const h = 1e-3 * Math.max(1, Math.abs(at));
  const f = (x: number) => valueAt(node, { [variable]: x });
  return (f(at + h) - 2 * f(at) + f(at - h)) / (h * h);
}

/**
 * A derivative, and its value at a point when one is asked (`at`, as written: "2", "\\frac{\\pi}{3}");
 * `order` 2: the second derivative f″, the derivative of the (checked) f′, itself checked against the
 * numeric slope of f′ and the value at a point against the second difference of f.
 */
/**
 * f′ (or f″) of `text`, checked against numeric slopes; at a point when `at` is given. `name` is the function's
 * name in the steps and the answer: f unless the student named it ("ואת g(x)=…").
 */
export function solveDerivative(
  text: string,
  w: Writer,
  at?: string,
  order: 1 | 2 = 1,
  name = 'f',
): Solution {
  const node = readMath(text);
  const variable = variableOf(node, text);
  const point = at === undefined ? undefined : valueAt(readMath(at));
  if (point !== undefined && !Number.isFinite(point)) throw new SolverStop('unreadable', at ?? text);
  w.step('derivative_start', { variable }, `${name}(${variable})=${tex(node)}`);
  for (const rule of rulesOf(node)) w.step(rule, {});
  const first = derive(node, variable, text);
  w.step('derivative_result', {}, `${name}'(${variable})=${tex(first)}`);
  const derivative = order === 2 ? readable(derive(first, variable, text), variable) : first;
  const prime = order === 2 ? "''" : "'";
  if (order === 2) w.step('second_derivative_result', {}, `${name}''(${variable})=${tex(derivative)}`);
  const values: Record<string, number> = {};
  let answer = `$${name}${prime}(${variable})=${tex(derivative)}$`;
  if (point !== undefined && at !== undefined) {
    const value = valueAt(derivative, { [variable]: point });
    // The value by the formula and by the slope of f itself (or f's second difference) at that point.
    const numeric =
      order === 2 ? secondDifference(node, variable, point) : numericDerivative(node, variable, point);
    if (!Number.isFinite(value) || !agree(value, numeric, order === 2 ? 1e-4 : 1e-5))
      throw new SolverStop('unverified', text);
    const atTex = tex(readMath(at));
    w.step(
      'derivative_at',
      { point: `$${atTex}$` },
      `${name}${prime}\\left(${atTex}\\right)=${numberTex(value)}`,
    );
    values[order === 2 ? 'secondDerivativeAt' : 'derivativeAt'] = value;
    answer = `${answer}, $${name}${prime}\\left(${atTex}\\right)=${numberTex(value)}$`;
  }
  w.step('check_numeric_derivative', {});
  return {
    kind: 'derivative',
    reply: w.walkthrough(
      w.say(order === 2 ? 'problem_second_derivative' : 'problem_derivative', {
        expression: `$${tex(node)}$`,
      }),
      answer,
    ),
    values,
    result: plain(derivative),
  };
}

export function solveTangent(text: string, at: number, w: Writer): Solution {
  const node = readMath(text);
  const variable = variableOf(node, text);
  const y0 = valueAt(node, { [variable]: at });
  if (!Number.isFinite(y0)) throw new SolverStop('unreadable', text);
  w.step('tangent_start', { point: numberTex(at) }, `f(${variable})=${tex(node)}`);
  w.step('tangent_value', {}, `f(${numberTex(at)})=${numberTex(y0)}`);
  const derivative = derive(node, variable, text);
  const slope = valueAt(derivative, { [variable]: at });
  if (!agree(slope, numericDerivative(node, variable, at), 1e-4)) throw new SolverStop('unverified', text);
  w.step(
    'tangent_slope',
    {},
    `f'(${variable})=${tex(derivative)},\\quad m=f'(${numberTex(at)})=${numberTex(slope)}`,
  );
  const intercept = y0 - slope * at;
  const line = math.parse(
    polynomialSource([Number(intercept.toPrecision(12)), Number(slope.toPrecision(12))], 'x'),
  );
  w.step(
    'tangent_line',
    {},
    `y-${numberTex(y0)}=${numberTex(slope)}(x-${numberTex(at)})\\;\\Rightarrow\\;y=${tex(line)}`.replace(
      /--/g,
      '+',
    ),
  );
  // The line passes through the point and has the derivative's slope.
  if (!agree(valueAt(line, { x: at }), y0, 1e-9)) throw new SolverStop('unverified', text);
  w.step('check_tangent', {});
  return {
    kind: 'tangent',
    reply: w.walkthrough(
      w.say('problem_tangent', { expression: `$${tex(node)}$`, point: `$x=${numberTex(at)}$` }),
      `$y=${tex(line)}$`,
    ),
    values: { slope, intercept, y0 },
    result: `y=${plain(line)}`,
  };
}

export function solveIntegral(text: string, from: number, to: number, w: Writer): Solution {
  const node = readMath(text);
  const variable = variableOf(node, text);
  const coefficients = polynomialCoefficients(node, variable);
  if (!coefficients) throw new SolverStop('unreadable', text);
  w.step(
    'integral_start',
    {},
    `\\int_{${numberTex(from)}}^{${numberTex(to)}}\\left(${tex(node)}\\right)d${variable}`,
  );
  const antiderivative = [0, ...coefficients.map((c, power) => c / (power + 1))];
  const primitive = math.parse(
    polynomialSource(
      antiderivative.map((c) => Number(c.toPrecision(12))),
      variable,
    ),
  );
  w.step('integral_antiderivative', {}, `F(${variable})=${tex(primitive)}`);
  const upper = valueAt(primitive, { [variable]: to });
  const lower = valueAt(primitive, { [variable]: from });
  const value = upper - lower;
  w.step(
    'integral_evaluate',
    {},
    `F(${numberTex(to)})-F(${numberTex(from)})=${numberTex(upper)}-${numberTex(lower)}=${numberTex(value)}`.replace(
      /--/g,
      '+',
    ),
  );
  if (!agree(value, numericIntegral(node, variable, from, to), 1e-7))
    throw new SolverStop('unverified', text);
  w.step('check_numeric_integral', {});
  return {
    kind: 'definite-integral',
    reply: w.walkthrough(
      w.say('problem_integral', {
        expression: `$${tex(node)}$`,
        from: formatNumber(from),
        to: formatNumber(to),
      }),
      `$${numberTex(value)}$`,
    ),
    values: { result: value },
  };
}
