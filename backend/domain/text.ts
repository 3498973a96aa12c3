/** Sentences from content files with `{name}` placeholders, filled. A missing parameter stays visible. */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The placeholders a sentence uses, sorted: the content tests compare he and en with it. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}
