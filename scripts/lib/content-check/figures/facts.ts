/** What a figure computes from its data, for claims to be compared with. */

/** Numbers (a value, a point, a set of points) or an equation given by points on it and points off it. */
export type Fact =
  | {
      type: 'numbers';
      values: number[];
      /** how many numbers make one item: 1 for values, 2 for points, 3 for points in space */
      tuple: number;
      /** a set: a claim may state any of its items, in any order */
      set: boolean;
    }
  | { type: 'equation'; on: Array<[number, number]>; off: Array<[number, number]> };

/** A fact of an element (`of`), or the reason there is none. */
export type FactFunction = (of: string | number | undefined) => Fact | string;

export type Facts = Record<string, FactFunction>;

export function value(...values: number[]): Fact {
  return { type: 'numbers', values, tuple: values.length, set: false };
}

export function points(list: Array<number[]>, tuple = 2): Fact {
  return { type: 'numbers', values: list.flat(), tuple, set: true };
}

export function values(list: number[]): Fact {
  return { type: 'numbers', values: list, tuple: 1, set: true };
}

/** A curve y = f(x) as an equation fact: points on it across [from, to], and the same points moved off it. */
export function curveFact(f: (x: number) => number, from: number, to: number, shift: number): Fact {
  const on: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i += 1) {
    const x = from + ((to - from) * (i + 0.37)) / 9;
    const y = f(x);
    if (Number.isFinite(y)) on.push([x, y]);
  }
  return { type: 'equation', on, off: on.map(([x, y]) => [x, y + shift]) };
}

/** Looks an element up by id, or returns the message naming the ids there are. */
export function find<T>(
  list: T[],
  key: (item: T) => string | undefined,
  of: string | number | undefined,
  what: string,
): T | string {
  if (of === undefined) {
    if (list.length === 1 && list[0] !== undefined) return list[0];
    return `name the ${what} in "of" (${list.map(key).filter(Boolean).join(', ') || `no ${what}s`})`;
  }
  const found = list.find((item) => key(item) === String(of));
  return found ?? `no ${what} "${of}" (there are: ${list.map(key).filter(Boolean).join(', ') || 'none'})`;
}
