/**
 * The theme's light/dark switch before the framework has taken over the
 * page. The switch is the theme's own button, rendered disabled until React
 * runs; on the changelog's first view React runs only when the reader
 * reaches for a control, so this makes the button work at once, with the
 * theme's own attributes and stored choice. Once React has hydrated the page
 * (the framework's own `data-has-hydrated` on <html>), the theme's handler
 * alone answers.
 */
const CHOICES = ['system', 'light', 'dark'] as const;
type Choice = (typeof CHOICES)[number];

function prefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The next choice, in the order the theme's switch cycles through them. */
export function nextChoice(current: string | null): Choice {
  const index = CHOICES.indexOf((current ?? 'system') as Choice);
  return CHOICES[(index + 1) % CHOICES.length];
}

function apply(choice: Choice, storageKey: string): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-choice', choice);
  root.setAttribute('data-theme', choice === 'system' ? (prefersDark() ? 'dark' : 'light') : choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page.
  }
}

function label(button: HTMLButtonElement, choice: Choice): void {
  const mode = `${choice} mode`;
  button.title = mode;
  button.setAttribute('aria-label', `Switch between dark and light mode (currently ${mode})`);
}

/** Makes the theme's switch work until the framework runs; `storageKey` is the theme's own key. */
export function installThemeToggle(storageKey: string): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.navbar button[class*="toggleButton"]')) {
    button.disabled = false;
    for (const name of [...button.classList])
      if (name.startsWith('toggleButtonDisabled')) button.classList.remove(name);
    button.addEventListener('click', () => {
      if (document.documentElement.dataset.hasHydrated === 'true') return;
      const choice = nextChoice(document.documentElement.getAttribute('data-theme-choice'));
      apply(choice, storageKey);
      label(button, choice);
    });
  }
}
