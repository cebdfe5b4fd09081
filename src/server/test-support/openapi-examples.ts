/**
 * A request body built only from the API document, as a client generated from it would: the
 * schema's own example where it gives one, else the simplest value its keywords allow. It is
 * deterministic (the same document, the same example). A pattern without an example is an
 * error: nothing here guesses text that fits a regular expression, so every pattern the shared
 * schemas add must come with `z.meta({ examples: [...] })`.
 */
type JsonSchema = {
  type?: string | string[];
  examples?: unknown[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  contentMediaType?: string;
};

const byFormat: Record<string, string> = {
  email: 'casey@example.com',
  date: '2026-06-15',
  'date-time': '2026-06-15T09:30:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
};

function typeOf(schema: JsonSchema) {
  const types = [schema.type ?? []].flat().filter((type) => type !== 'null');
  if (types.length > 0) return types[0];
  if (schema.properties) return 'object';
  return undefined;
}

function patternsOf(schema: JsonSchema): string[] {
  return [...(schema.pattern ? [schema.pattern] : []), ...(schema.allOf ?? []).flatMap(patternsOf)];
}

function text(schema: JsonSchema, where: string) {
  const format = schema.format ?? schema.allOf?.find((part) => part.format)?.format;
  if (format && byFormat[format]) return byFormat[format];
  // The "no control characters" pattern every free-text field has: plain words fit it.
  const patterns = patternsOf(schema).filter((pattern) => !pattern.startsWith('^[^'));
  if (patterns.length > 0) {
    throw new Error(`${where}: a pattern (${patterns.join(', ')}) with no example`);
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 40;
  return 'Example text'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 12)));
}

function number(schema: JsonSchema, integer: boolean) {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) {
    return integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + 0.5;
  }
  return schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1;
}

/** The example value of `schema`; `where` names it in the error for a pattern with no example. */
export function exampleOf(schema: JsonSchema, where = 'body'): unknown {
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return exampleOf(branch, where);
  }
  switch (typeOf(schema)) {
    case 'object': {
      // The required properties, and the optional ones the document gives an example of.
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name);
        if (required || hasExample(property)) body[name] = exampleOf(property, `${where}.${name}`);
      }
      return body;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, (_, i) =>
        exampleOf(schema.items ?? {}, `${where}[${i}]`),
      );
    case 'string':
      return text(schema, where);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return true;
    case undefined:
      return schema.type === 'null' ? null : 'Example text';
    default:
      throw new Error(`${where}: no example for type ${String(schema.type)}`);
  }
}

function hasExample(schema: JsonSchema): boolean {
  if (schema.examples && schema.examples.length > 0) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(hasExample);
}
