/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for the metrics tests: every
 * line is `# HELP name text`, `# TYPE name type` or `name{label="value",...} value`, and every
 * sample belongs to a family declared before it. Anything else throws, naming the line.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

/** Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes "Nan"). */
function parseValue(text: string, line: string) {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string) {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = /^([^=]+)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/.exec(rest);
    if (!match || !LABEL_NAME.test(match[1]!)) throw new Error(`bad labels: ${line}`);
    if (match[1]! in labels) throw new Error(`repeated label: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

export function parsePrometheusText(text: string) {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => {
    if (families.has(name)) return families.get(name);
    for (const family of families.values()) {
      if ((SUFFIXES[family.type] ?? []).some((suffix) => family.name + suffix === name)) {
        return family;
      }
    }
    return undefined;
  };
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: '' };
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        family.type = rest;
      } else {
        family.help = rest;
      }
      families.set(name, family);
      continue;
    }
    if (line.startsWith('#')) throw new Error(`a comment that is neither HELP nor TYPE: ${line}`);
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const [, name, labels = '', value] = sample as unknown as [string, string, string, string];
    if (!familyOf(name)) throw new Error(`a sample of no declared family: ${line}`);
    samples.push({ name, labels: parseLabels(labels, line), value: parseValue(value, line) });
  }
  return { families, samples };
}
