/** The console's module, built beside the site script; its content-hashed name is written in at build time. */
declare const TRY_IT_MODULE: string;

interface TryItModule {
  send(element: HTMLElement, form: HTMLFormElement): Promise<void>;
}

let loading: Promise<TryItModule> | undefined;

/** The console's code, imported once, on a reader's first reach for a console. */
function consoleModule(): Promise<TryItModule> {
  loading ??= (
    import(/* webpackIgnore: true */ new URL(TRY_IT_MODULE, import.meta.url).href) as Promise<TryItModule>
  ).catch((error: unknown) => {
    // The next reach tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * `<api-try-it>`: the try-it console of an API route, rendered at build time
 * as a closed `<details>` with a form whose button says it needs JavaScript.
 * When the element connects, its button is enabled; the code that sends the
 * request (src/client/tryItConsole.ts) is imported only when a reader opens
 * a console or sends one, so a page of a hundred routes loads none of it
 * until then.
 */
class ApiTryIt extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form');
    const button = form?.querySelector('button[type="submit"]');
    if (!form || !(button instanceof HTMLButtonElement) || !button.disabled) return;
    button.disabled = false;
    button.textContent = 'Send';
    this.querySelector('details')?.addEventListener('toggle', (event) => {
      if ((event.target as HTMLDetailsElement).open) void consoleModule();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const output = this.querySelector('output');
      consoleModule()
        .then((module) => module.send(this, form))
        .catch(() => {
          if (output)
            output.textContent = 'The console could not be loaded; the curl line above sends the same request.';
        });
    });
  }
}

export function defineTryIt(): void {
  if (!customElements.get('api-try-it')) customElements.define('api-try-it', ApiTryIt);
}
