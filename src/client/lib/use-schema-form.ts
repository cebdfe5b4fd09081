import { useRef, useState, type FormEvent } from 'react';

/** What a zod (or zod/mini) schema's safeParse answers; the shared contracts are such schemas. */
type Schema<Out> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A form of text fields checked by a shared schema, the way react-hook-form with its zod
 * resolver does it elsewhere: nothing is shown until the first submit; from then on a field is
 * checked again as it changes; a failed submit focuses the first field in error. The quote
 * form uses this instead of react-hook-form to keep /get-quote light
 * (docs/decisions/page-weight.md).
 *
 * The schema (and zod with it, 10 kB gzip) comes from `loadSchema`, called on the first sign
 * that someone is filling the form in (`preload`: a field focused or touched) and at the latest
 * on submit, which waits for it: nothing is checked before the first submit anyway.
 */
export function useSchemaForm<V extends Record<string, string | undefined>, Out>(
  loadSchema: () => Promise<Schema<Out>>,
  defaults: V,
) {
  const schemaRef = useRef<Schema<Out>>(undefined);
  const loading = useRef<Promise<Schema<Out>>>(undefined);
  const preload = () => {
    loading.current ??= loadSchema().then(
      (loaded) => (schemaRef.current = loaded),
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  };
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitCount, setSubmitCount] = useState(0);
  // The latest values for handlers that run after an await (a coupon check answering late).
  const latest = useRef(defaults);
  const controls = useRef(new Map<string, FieldControl>());

  const check = (data: V, schema: Schema<Out>) => {
    const result = schema.safeParse(data);
    const found: FieldErrors<V> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof V & string;
        found[field] ??= issue.message;
      }
    }
    return { result, found };
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    const schema = schemaRef.current;
    if (submitCount > 0 && schema) {
      setErrors((shown) => ({ ...shown, [name]: check(next, schema).found[name] }));
    }
  };

  const register = (name: keyof V & string, normalize?: (value: string) => string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValue(name, normalize ? normalize(event.target.value) : event.target.value),
    ref: (control: FieldControl | null) => {
      if (control) controls.current.set(name, control);
      else controls.current.delete(name);
    },
  });

  const validate = (schema: Schema<Out>, onValid: (data: Out) => void) => {
    setSubmitCount((count) => count + 1);
    const { result, found } = check(latest.current, schema);
    setErrors(found);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const inError = [...controls.current.entries()]
      .filter(([name]) => found[name as keyof V & string])
      .map(([, control]) => control)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inError[0]?.focus();
  };

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (schemaRef.current) validate(schemaRef.current, onValid);
    else void preload().then((schema) => validate(schema, onValid));
  };

  /** An error from elsewhere (the server's answer) shown beside its field. */
  const setError = (name: string, error: { message?: string }) =>
    setErrors((shown) => ({ ...shown, [name]: error.message }));

  /** Back to `next` (the defaults if not given), with nothing shown, as before a first submit. */
  const reset = (next: V = defaults) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    setSubmitCount(0);
  };

  return {
    reset,
    values,
    errors,
    submitCount,
    register,
    setValue,
    setError,
    handleSubmit,
    /** Starts loading the schema; for the form's first focus or touch. */
    preload: () => void preload().catch(() => undefined),
  };
}

export type SchemaForm<V extends Record<string, string | undefined>> = ReturnType<
  typeof useSchemaForm<V, unknown>
>;
