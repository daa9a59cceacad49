/** A field of a try-it console, as the page's `<api-try-it data-fields>` lists them (JSON). */
export interface TryItField {
  name: string;
  /** Where the value goes: `path` (into the route's braces) or `query`. */
  in: string;
  required?: true;
  /** The field's starting value: the parameter's default. */
  value?: string;
}
