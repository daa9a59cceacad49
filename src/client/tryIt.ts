/** The console's module, built beside the site script; its content-hashed name is written in at build time. */
declare const TRY_IT_MODULE: string;

interface TryItModule {
  open(element: HTMLElement): void;
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
 * as a closed `<details>` and no form. The code that builds the form and
 * sends the request (src/client/tryItConsole.ts) is imported only when a
 * reader opens a console, so a page of a hundred routes loads none of it
 * until then.
 */
class ApiTryIt extends HTMLElement {
  connectedCallback(): void {
    const details = this.querySelector('details');
    if (!details) return;
    details.addEventListener('toggle', () => {
      if (!details.open) return;
      consoleModule()
        .then((module) => module.open(this))
        .catch(() => {
          if (details.querySelector('.api-try-it__error')) return;
          const message = document.createElement('p');
          message.className = 'api-try-it__error';
          message.textContent = 'The console could not be loaded; the curl line above sends the same request.';
          details.append(message);
        });
    });
  }
}

export function defineTryIt(): void {
  if (!customElements.get('api-try-it')) customElements.define('api-try-it', ApiTryIt);
}
