# The CAS worker (docs/architecture.md, "The CAS"): one SymPy process of the server's pool. It reads one
# JSON request a line on stdin and writes one JSON answer a line on stdout. Expressions arrive as the
# answer checker's parsed tree (numbers, variables, + - * / ^, a fixed list of functions), built into
# SymPy objects node by node: no text from a student is ever parsed or evaluated here.
import json
import sys

try:
    import sympy as sp
    from sympy.calculus.util import continuous_domain
except Exception as error:  # noqa: BLE001 - any import failure means "no CAS"
    sys.stdout.write(json.dumps({"ready": False, "error": str(error)[:200]}) + "\n")
    sys.stdout.flush()
    sys.exit(0)

MAX_NODES = 400
FUNCTIONS = {
    "sin": sp.sin,
    "cos": sp.cos,
    "tan": sp.tan,
    "cot": sp.cot,
    "asin": sp.asin,
    "acos": sp.acos,
    "atan": sp.atan,
    "ln": sp.log,
    "log": lambda a: sp.log(a, 10),
    "exp": sp.exp,
    "sqrt": sp.sqrt,
    "cbrt": sp.cbrt,
    "abs": sp.Abs,
}
CONSTANTS = {"pi": sp.pi, "e": sp.E, "i": sp.I}


class Refused(Exception):
    pass


def build(node, symbols, count):
    count[0] += 1
    if count[0] > MAX_NODES or not isinstance(node, dict):
        raise Refused("tree")
    kind = node.get("t")
    if kind == "num":
        value = node.get("v")
        if not isinstance(value, (int, float)) or value != value or abs(value) > 1e20:
            raise Refused("number")
        # The decimal the student wrote, exactly (0.1 is 1/10, not the nearest double).
        return sp.Rational(repr(value)) if isinstance(value, float) else sp.Integer(value)
    if kind == "const":
        name = node.get("name")
        if name not in CONSTANTS:
            raise Refused("constant")
        return CONSTANTS[name]
    if kind == "var":
        name = node.get("name")
        if not isinstance(name, str) or len(name) > 8 or not name.replace("_", "").isalnum():
            raise Refused("variable")
        if name not in symbols:
            symbols[name] = sp.Symbol(name, real=True)
        return symbols[name]
    if kind == "fn":
        function = FUNCTIONS.get(node.get("name"))
        if function is None:
            raise Refused("function")
        return function(build(node.get("a"), symbols, count))
    if kind == "neg":
        return -build(node.get("a"), symbols, count)
    if kind == "fact":
        return sp.factorial(build(node.get("a"), symbols, count))
    a = build(node.get("a"), symbols, count)
    b = build(node.get("b"), symbols, count)
    if kind == "add":
        return a + b
    if kind == "sub":
        return a - b
    if kind == "mul":
        return a * b
    if kind == "div":
        return a / b
    if kind == "pow":
        if b.is_number and (not b.is_finite or abs(b) > 1000):
            raise Refused("exponent")
        return a**b
    raise Refused("node")


def latex(value):
    return sp.latex(value, ln_notation=True)


def plain(value):
    """The value in mathjs syntax, for the server's own numeric checks."""
    text = sp.sstr(value)
    return text.replace("**", "^").replace("E", "e").replace("I", "i")


def number(value):
    value = sp.nsimplify(value) if value.is_Float else value
    numeric = complex(sp.N(value, 15))
    return {"tex": latex(value), "plain": plain(value), "value": numeric.real, "imag": numeric.imag}


def expression(value):
    return {"tex": latex(value), "plain": plain(value)}


def finite_points(result, limit=24):
    points = sorted_points(result, limit)
    return None if points is None else [number(point) for point in points]


def interval_of(node, symbols, count):
    low = build(node[0], symbols, count)
    high = build(node[1], symbols, count)
    return sp.Interval(low, high)


def op_solve(request, symbols, count):
    f = build(request["f"], symbols, count)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    domain = interval_of(request["interval"], symbols, count) if request.get("interval") else sp.S.Reals
    result = sp.solveset(sp.Eq(f, 0), x, domain)
    points = finite_points(result)
    if points is None:
        return {"status": "infinite" if result != sp.S.EmptySet else "finite", "solutions": []}
    return {"status": "finite", "solutions": points}


def boundary(value):
    if value in (sp.oo, -sp.oo):
        return {"infinite": True, "tex": latex(value), "plain": plain(value), "value": 0, "imag": 0}
    return number(value)


def op_inequality(request, symbols, count):
    f = build(request["f"], symbols, count)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    relation = {"<": sp.Lt, "<=": sp.Le, ">": sp.Gt, ">=": sp.Ge}[request["rel"]]
    result = sp.solveset(relation(f, 0), x, sp.S.Reals)
    parts = list(result.args) if isinstance(result, sp.Union) else [result]
    intervals = []
    for part in parts:
        if part == sp.S.EmptySet:
            continue
        if isinstance(part, sp.FiniteSet):
            for point in part:
                intervals.append({"low": number(point), "high": number(point), "lowClosed": True, "highClosed": True})
            continue
        if not isinstance(part, sp.Interval):
            return {"status": "other", "intervals": [], "tex": latex(result)}
        intervals.append(
            {
                "low": boundary(part.start),
                "high": boundary(part.end),
                "lowClosed": not part.left_open and part.start != -sp.oo,
                "highClosed": not part.right_open and part.end != sp.oo,
            }
        )
    return {"status": "intervals", "intervals": intervals, "tex": latex(result)}


def op_integrate(request, symbols, count):
    f = build(request["f"], symbols, count)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    primitive = sp.integrate(f, x)
    if primitive.has(sp.Integral):
        return {"status": "unevaluated"}
    answer = {"status": "done", "antiderivative": expression(sp.simplify(primitive))}
    if request.get("bounds"):
        low = build(request["bounds"][0], symbols, count)
        high = build(request["bounds"][1], symbols, count)
        value = sp.simplify(sp.integrate(f, (x, low, high)))
        if value.has(sp.Integral) or not value.is_finite:
            return {"status": "unevaluated"}
        answer["value"] = number(value)
    return answer


def op_area(request, symbols, count):
    f = build(request["f"], symbols, count)
    g = build(request["g"], symbols, count) if request.get("g") else sp.Integer(0)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    difference = sp.simplify(f - g)
    if request.get("bounds"):
        low = build(request["bounds"][0], symbols, count)
        high = build(request["bounds"][1], symbols, count)
        inside = sp.solveset(sp.Eq(difference, 0), x, sp.Interval.open(low, high))
        crossings = sorted_points(inside, 24)
        if crossings is None:
            return {"status": "unevaluated"}
        edges = [low, *crossings, high]
    else:
        roots = sp.solveset(sp.Eq(difference, 0), x, sp.S.Reals)
        if not isinstance(roots, sp.FiniteSet) or len(roots) < 2:
            return {"status": "unbounded"}
        edges = sorted(roots, key=lambda point: float(sp.N(point)))
    total = sp.Integer(0)
    for left, right in zip(edges, edges[1:]):
        total += sp.Abs(sp.integrate(difference, (x, left, right)))
    total = sp.nsimplify(sp.simplify(total)) if total.is_Float else sp.simplify(total)
    return {
        "status": "done",
        "difference": expression(difference),
        "edges": [number(edge) for edge in edges],
        "value": number(total),
    }


def sorted_points(result, limit):
    if result == sp.S.EmptySet:
        return []
    if not isinstance(result, sp.FiniteSet):
        return None
    points = [point for point in result if point.is_real]
    return sorted(points, key=lambda point: float(sp.N(point)))[:limit]


def op_investigate(request, symbols, count):
    f = build(request["f"], symbols, count)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    domain = continuous_domain(f, x, sp.S.Reals)
    derivative = sp.simplify(sp.diff(f, x))
    critical = sorted_points(sp.solveset(sp.Eq(derivative, 0), x, domain), 12)
    excluded = sp.S.Reals - domain
    holes = [] if excluded == sp.S.EmptySet else sorted_points(excluded, 12)
    if holes is None:
        # A half-line or an interval (ln x, √x): the domain's finite ends split the line instead.
        holes = sorted_points(domain.boundary, 12)
    if critical is None or holes is None:
        return {"status": "other"}

    def vertical_at(hole):
        # Approached from the side(s) where f is defined.
        sides = [side for side, step in (("+", 1), ("-", -1)) if domain.contains(hole + sp.Rational(step, 10**6)) == sp.true]
        return any(sp.limit(f, x, hole, side) in (sp.oo, -sp.oo, sp.zoo) for side in sides)

    vertical = [hole for hole in holes if vertical_at(hole)]
    horizontal = []
    slant = []
    for end in (sp.oo, -sp.oo):
        if end not in (domain.sup, domain.inf):
            continue
        side = "+" if end == sp.oo else "-"
        value = sp.limit(f, x, end)
        if value.is_finite and value.is_real:
            horizontal.append({**number(value), "side": side})
            continue
        slope = sp.limit(f / x, x, end)
        if slope.is_finite and slope.is_real and slope != 0:
            intercept = sp.limit(f - slope * x, x, end)
            if intercept.is_finite and intercept.is_real:
                slant.append({"line": expression(slope * x + intercept), "side": side})
    zeros = sorted_points(sp.solveset(sp.Eq(f, 0), x, domain), 12)
    y_intercept = sp.simplify(f.subs(x, 0)) if domain.contains(0) == sp.true else None
    return {
        "status": "done",
        "zeros": None if zeros is None else [number(point) for point in zeros],
        "yIntercept": None if y_intercept is None or not y_intercept.is_real else number(y_intercept),
        "domain": latex(domain),
        "excluded": [number(hole) for hole in holes],
        "derivative": expression(derivative),
        "critical": [{"x": number(point), "y": number(sp.simplify(f.subs(x, point)))} for point in critical],
        "vertical": [number(hole) for hole in vertical],
        "horizontal": horizontal,
        "slant": slant,
    }


def log_terms(f, x):
    """f as a sum of c·log(u) terms in x and a constant, or None."""
    logs = []
    rest = sp.Integer(0)
    for term in sp.Add.make_args(sp.expand(f)):
        if not term.has(x):
            rest += term
            continue
        atoms = [atom for atom in term.atoms(sp.log) if atom.has(x)]
        if len(atoms) != 1:
            return None
        coefficient = sp.simplify(term / atoms[0])
        if coefficient.has(x):
            return None
        logs.append((coefficient, atoms[0].args[0]))
    return (logs, rest) if len(logs) >= 2 else None


def common_base(coefficients):
    """The base B in which every coefficient is rational times 1/ln B (log_B u = ln u / ln B)."""
    candidates = [sp.E, sp.Integer(10), sp.Integer(2), sp.Integer(3), sp.Integer(5)]
    candidates += [sp.simplify(sp.exp(1 / c)) for c in coefficients if c != 0]
    for base in candidates:
        ratios = [sp.nsimplify(sp.simplify(c * sp.log(base))) for c in coefficients]
        if all(ratio.is_Rational for ratio in ratios):
            return base, ratios
    return None


def op_log_solve(request, symbols, count):
    """A sum of logarithms = a number, as the lessons solve it: one log by the product and quotient
    rules, the algebraic equation by the log's definition, then the domain (every argument > 0)."""
    f = build(request["f"], symbols, count)
    x = symbols.get(request["var"]) or sp.Symbol(request["var"], real=True)
    split = log_terms(f, x)
    if split is None:
        return {"status": "other"}
    logs, rest = split
    found = common_base([c for c, _ in logs])
    if found is None:
        return {"status": "other"}
    base, ratios = found
    combined = sp.Mul(*[argument**ratio for (_, argument), ratio in zip(logs, ratios)])
    rhs = sp.simplify(base ** (-rest))
    equation = sp.numer(sp.together(sp.expand(combined) - rhs))
    candidates = sorted_points(sp.solveset(sp.Eq(equation, 0), x, sp.S.Reals), 12)
    if candidates is None:
        return {"status": "other"}
    arguments = [argument for _, argument in logs]
    return {
        "status": "done",
        "base": number(base),
        "combined": expression(sp.factor(combined)),
        "rhs": number(rhs),
        "arguments": [expression(argument) for argument in arguments],
        "candidates": [
            {"x": number(point), "valid": all(bool(argument.subs(x, point) > 0) for argument in arguments)}
            for point in candidates
        ],
    }


OPS = {
    "solve": op_solve,
    "inequality": op_inequality,
    "integrate": op_integrate,
    "area": op_area,
    "investigate": op_investigate,
    "log_solve": op_log_solve,
}


def answer(request):
    op = OPS.get(request.get("op"))
    if op is None:
        return {"error": "unknown op"}
    try:
        return {"result": op(request, {}, [0])}
    except Refused as refused:
        return {"error": "refused: " + str(refused)}
    except Exception as error:  # noqa: BLE001 - a CAS failure is an answer, never a dead worker
        return {"error": type(error).__name__ + ": " + str(error)[:200]}


def main():
    sys.setrecursionlimit(4000)
    try:
        import resource

        # A runaway computation fails with MemoryError (an answer) instead of swapping the machine.
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
    except (ImportError, ValueError, OSError):
        pass
    # Pay SymPy's first-call costs now, not in a student's turn.
    op_solve({"f": {"t": "sub", "a": {"t": "var", "name": "x"}, "b": {"t": "num", "v": 1}}, "var": "x"}, {}, [0])
    sys.stdout.write(json.dumps({"ready": True, "version": sp.__version__}) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            request = {}
        reply = answer(request if isinstance(request, dict) else {})
        reply["id"] = request.get("id") if isinstance(request, dict) else None
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


main()
