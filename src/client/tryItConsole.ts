import type {TryItField} from './tryItFields';

/**
 * The try-it console's work, imported by `<api-try-it>` (tryIt.ts) when a
 * reader opens it: build the form from the element's fields, fill the
 * route's URL from it, send the GET
 * from the reader's browser, and show the status, the time it took, the
 * headers the browser may read and the body. Everything is written as text,
 * never as markup: the body comes from another host.
 */

/** How much of a body is shown; the rest is cut, and the message says so. */
const BODY_LIMIT = 200_000;

/** The route's URL with the form's values: path parameters in the braces, the other fields as the query. */
export function requestUrl(template: string, values: {name: string; in: string; value: string}[]): string {
  const missing: string[] = [];
  const path = template.replace(/\{\*?(\w+)\}/g, (_match, name: string) => {
    const value = values.find((field) => field.in === 'path' && field.name === name)?.value ?? '';
    if (value === '') missing.push(name);
    return encodeURIComponent(value);
  });
  if (missing.length > 0) throw new Error(`Fill in ${missing.join(', ')} first.`);
  const query = new URLSearchParams();
  for (const field of values) if (field.in === 'query' && field.value !== '') query.append(field.name, field.value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function block(tag: 'p' | 'pre', text: string, className?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function send(element: HTMLElement, form: HTMLFormElement): Promise<void> {
  const output = element.querySelector('output');
  if (!output) return;
  const values = [...form.querySelectorAll('input')].map((input) => ({
    name: input.name,
    in: input.dataset.in ?? 'query',
    value: input.value.trim(),
  }));
  let url: string;
  try {
    url = requestUrl(element.dataset.url ?? '', values);
  } catch (error) {
    output.replaceChildren(block('p', (error as Error).message, 'api-try-it__error'));
    return;
  }
  output.replaceChildren(block('p', `Sending GET ${url} …`));
  element.setAttribute('aria-busy', 'true');
  const started = performance.now();
  try {
    const response = await fetch(url, {headers: {Accept: 'application/json'}, credentials: 'omit'});
    const text = await response.text();
    const elapsed = Math.round(performance.now() - started);
    const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    const body = pretty(text);
    output.replaceChildren(
      block('p', `${response.status} ${response.statusText} in ${elapsed} ms`, 'api-try-it__status'),
      block('pre', headers || '(the host lets the browser read no headers)', 'api-try-it__headers'),
      block(
        'pre',
        body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT)}\n… (cut at ${BODY_LIMIT} characters)` : body,
        'api-try-it__body',
      ),
    );
  } catch {
    output.replaceChildren(
      block(
        'p',
        `No answer reached the page: the network, the host or its cross-origin (CORS) policy refused ${url}, and a browser does not say which. The curl line above sends the same request from a terminal.`,
        'api-try-it__error',
      ),
    );
  } finally {
    element.removeAttribute('aria-busy');
  }
}

/** One labelled input of the form: the parameter's name, where it goes, and its default. */
function fieldLabel(field: TryItField): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'api-try-it__field';
  const name = document.createElement('code');
  name.textContent = field.name;
  const input = document.createElement('input');
  input.name = field.name;
  input.dataset.in = field.in;
  input.required = field.required === true;
  input.value = field.value ?? '';
  label.append(name, ` (${field.in}${field.required ? ', required' : ''})`, input);
  return label;
}

/**
 * Fills the console the reader opened with its form (once): a field per
 * parameter, a Send button, and the output the answer is written to.
 */
export function open(element: HTMLElement): void {
  const details = element.querySelector('details');
  if (!details || details.querySelector('form')) return;
  const fields = JSON.parse(element.dataset.fields ?? '[]') as TryItField[];
  const form = document.createElement('form');
  form.className = 'api-try-it__form';
  const button = document.createElement('button');
  button.type = 'submit';
  button.className = 'button button--primary button--sm';
  button.textContent = 'Send';
  form.append(...fields.map(fieldLabel), button);
  const output = document.createElement('output');
  output.className = 'api-try-it__result';
  output.setAttribute('aria-live', 'polite');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(element, form);
  });
  details.append(form, output);
}
