import {describe, expect, it} from 'vitest';
import {earlyInput} from './earlyInput';
import {EMPTY_FILTER} from '../model/filter';

/** A field as the page was built with it (`default…`) and as the reader left it. */
interface Field {
  type: string;
  name: string;
  value: string;
  defaultValue: string;
  checked: boolean;
  defaultChecked: boolean;
}
const box = (name: string, value: string, checked = false): Field => ({
  type: 'checkbox',
  name,
  value,
  defaultValue: value,
  checked,
  defaultChecked: false,
});
const text = (name: string, value = ''): Field => ({
  type: 'text',
  name,
  value,
  defaultValue: '',
  checked: false,
  defaultChecked: false,
});

/** Stands in for the filters' element: only the queries earlyInput makes. */
function filters(fields: Field[]): HTMLElement {
  const matching = (selector: string) => {
    const name = /name="([^"]+)"/.exec(selector)?.[1];
    const checkbox = selector.includes('type="checkbox"');
    return fields.filter((field) => field.name === name && (!checkbox || field.type === 'checkbox'));
  };
  return {
    querySelectorAll: (selector: string) => matching(selector),
    querySelector: (selector: string) => matching(selector)[0] ?? null,
  } as unknown as HTMLElement;
}

const page = (...changed: Field[]) => {
  const fields = [
    box('kind', 'bugfixes'),
    box('kind', 'features'),
    box('audience', 'operators'),
    text('since'),
    text('q'),
  ];
  return filters(
    fields.map(
      (field) =>
        changed.find((c) => c.name === field.name && (c.type !== 'checkbox' || c.value === field.value)) ?? field,
    ),
  );
};

describe('what the reader gave the filters before the framework ran them', () => {
  it('is nothing when every field is as the page was built', () => {
    expect(earlyInput(page(), EMPTY_FILTER)).toBeNull();
  });

  it('a ticked box joins the filter of the address; the other groups keep the address’s', () => {
    const early = earlyInput(page(box('kind', 'features', true)), {...EMPTY_FILTER, audiences: ['operators']});
    expect(early?.filter).toEqual({kinds: ['features'], audiences: ['operators'], query: ''});
  });

  it('words typed in the quick filter become its query, trimmed, and the field keeps them as typed', () => {
    const early = earlyInput(page({...text('q'), value: 'wireguard '}), EMPTY_FILTER);
    expect(early?.filter.query).toBe('wireguard');
    expect(early?.queryDraft).toBe('wireguard ');
  });

  it('a version typed in "Upgrading from" stays a draft until it is sent', () => {
    const early = earlyInput(page({...text('since'), value: '1.10.0'}), EMPTY_FILTER);
    expect(early?.sinceDraft).toBe('1.10.0');
    expect(early?.filter).toEqual(EMPTY_FILTER);
  });
});
