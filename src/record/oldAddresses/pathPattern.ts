// Next.js's source patterns, as far as the record's redirects write them: a segment is either literal text or one
// named parameter `:name`, optionally followed by `?` (zero or one segment), `*` (zero or more) or `+` (one or more).
// Any other pattern syntax (a regular-expression group, a parameter inside a segment) is refused, naming the source.

/** Whether a source names more than one address. */
export const isPattern = (source: string): boolean => /[:(*+?]/.test(source);

interface Parameter {
  readonly name: string;
  readonly modifier: '' | '?' | '*' | '+';
}

/** The pattern's segments: literal text, or a parameter. */
function segmentsOf(source: string): (string | Parameter)[] {
  return source
    .split('/')
    .slice(1)
    .map((segment) => {
      const parameter = /^:(\w+)([?*+]?)$/.exec(segment);
      if (parameter) return {name: parameter[1] ?? '', modifier: (parameter[2] ?? '') as Parameter['modifier']};
      if (isPattern(segment))
        throw new Error(`redirect source ${source}: pattern syntax that is not read (${segment})`);
      return segment;
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PARAMETER_PATTERNS: Record<Parameter['modifier'], string> = {
  '': '/([^/]+)',
  '?': '(?:/([^/]+))?',
  '*': '((?:/[^/]+)*)',
  '+': '((?:/[^/]+)+)',
};

/**
 * A source's matcher: the parameters a path gives the source (a literal source gives none), or undefined when the
 * path is not one of the source's addresses. A trailing slash is ignored on both, as Next.js ignores it.
 */
export function sourceMatcher(source: string): (path: string) => Record<string, string> | undefined {
  const withoutSlash = (address: string) => (address.length > 1 ? address.replace(/\/$/, '') : address);
  const segments = segmentsOf(withoutSlash(source));
  const parameters = segments.filter((segment): segment is Parameter => typeof segment !== 'string');
  const body = segments.map((segment) =>
    typeof segment === 'string' ? `/${escape(segment)}` : PARAMETER_PATTERNS[segment.modifier],
  );
  const pattern = new RegExp(`^${body.join('')}$`);
  return (path) => {
    const match = pattern.exec(withoutSlash(path));
    if (!match) return undefined;
    return Object.fromEntries(
      parameters.map((parameter, index) => [parameter.name, (match[index + 1] ?? '').replace(/^\//, '')]),
    );
  };
}

/** A destination with each `:name` (and its modifier) replaced by the value the source's match gave. */
export function fillDestination(destination: string, parameters: Readonly<Record<string, string>>): string {
  return destination.replace(/:(\w+)[?*+]?/g, (written, name: string) => parameters[name] ?? written);
}
