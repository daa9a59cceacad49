import type {ChangelogFilter} from '@site/src/features/changelog/model/filter';

/** What the reader gave the filters before the framework ran them, as a filter and the drafts to show. */
export interface EarlyInput {
  filter: ChangelogFilter;
  sinceDraft?: string;
  queryDraft?: string;
}

/** The boxes of one group whose state the reader changed, as the values now ticked; undefined if untouched. */
function tickedIfChanged(root: HTMLElement, name: string): string[] | undefined {
  const boxes = [...root.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)];
  if (!boxes.some((box) => box.checked !== box.defaultChecked)) return undefined;
  return boxes.filter((box) => box.checked).map((box) => box.value);
}

/** A field's text if the reader changed it. */
function typedIfChanged(root: HTMLElement, name: string): string | undefined {
  const field = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return field && field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * On the changelog's first view the filters are in the page, and take ticks and words, before the framework
 * that runs them arrives; React keeps what the fields hold when it hydrates them, but its state starts from the
 * address. This reads what the reader changed (a field's value against the one the page was built with) and
 * gives the filter the address's filter becomes with it, or null when the reader changed nothing. A version
 * typed in "Upgrading from" is a draft until it is sent, as it would be once the framework runs.
 */
export function earlyInput(root: HTMLElement, fromAddress: ChangelogFilter): EarlyInput | null {
  const kinds = tickedIfChanged(root, 'kind');
  const audiences = tickedIfChanged(root, 'audience');
  const queryDraft = typedIfChanged(root, 'q');
  const sinceDraft = typedIfChanged(root, 'since');
  if (kinds === undefined && audiences === undefined && queryDraft === undefined && sinceDraft === undefined)
    return null;
  return {
    filter: {
      ...fromAddress,
      kinds: (kinds ?? fromAddress.kinds) as ChangelogFilter['kinds'],
      audiences: (audiences ?? fromAddress.audiences) as ChangelogFilter['audiences'],
      query: queryDraft === undefined ? fromAddress.query : queryDraft.trim(),
    },
    sinceDraft,
    queryDraft,
  };
}
