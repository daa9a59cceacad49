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
  const alert = form.querySelector<HTMLElement>('.api-try-it__alert');
  const inputs = [...form.querySelectorAll('input')];
  for (const input of inputs) input.removeAttribute('aria-invalid');
  if (alert) alert.textContent = '';
  // A required field left empty: the form's alert names it, each such field points to the alert, the first takes
  // focus. A path parameter is always required, and requestUrl refuses a URL without one.
  const missing = inputs.filter(
    (input) => (input.required || input.dataset.in === 'path') && input.value.trim() === '',
  );
  let url = '';
  try {
    if (missing.length > 0) throw new Error(`Fill in ${missing.map((input) => input.name).join(', ')} first.`);
    url = requestUrl(element.dataset.url ?? '', values);
  } catch (error) {
    for (const input of missing) input.setAttribute('aria-invalid', 'true');
    if (alert) alert.textContent = (error as Error).message;
    missing[0]?.focus();
    output.replaceChildren();
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

/** Ids of the consoles' fields and alerts, unique in the page: a page has a console per route. */
let fieldCount = 0;

/**
 * One field of the form: its label above its input (the parameter's name, where it goes, whether it is required),
 * the input with its default, and a pointer to the form's alert, which says what is missing.
 */
function field(spec: TryItField, alertId: string): HTMLDivElement {
  fieldCount += 1;
  const id = `api-try-it-field-${fieldCount}`;
  const wrapper = document.createElement('div');
  wrapper.className = 'api-try-it__field';
  const label = document.createElement('label');
  label.htmlFor = id;
  const name = document.createElement('code');
  name.textContent = spec.name;
  label.append(name, ` (${spec.in}${spec.required ? ', required' : ''})`);
  const input = document.createElement('input');
  input.id = id;
  input.name = spec.name;
  input.dataset.in = spec.in;
  input.required = spec.required === true;
  input.value = spec.value ?? '';
  input.setAttribute('aria-describedby', alertId);
  input.autocomplete = 'off';
  input.spellcheck = false;
  wrapper.append(label, input);
  return wrapper;
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
  // The browser's own checks would stop a form with an empty required field before the console can say which.
  form.noValidate = true;
  fieldCount += 1;
  const alert = document.createElement('p');
  alert.id = `api-try-it-alert-${fieldCount}`;
  alert.className = 'api-try-it__alert';
  alert.setAttribute('role', 'alert');
  const button = document.createElement('button');
  button.type = 'submit';
  button.className = 'button button--primary button--sm';
  button.textContent = 'Send';
  form.append(...fields.map((spec) => field(spec, alert.id)), button, alert);
  const output = document.createElement('output');
  output.className = 'api-try-it__result';
  output.setAttribute('aria-live', 'polite');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(element, form);
  });
  details.append(form, output);
}
