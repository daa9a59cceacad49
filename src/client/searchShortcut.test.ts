import {describe, expect, it} from 'vitest';
import {isSearchShortcut} from './searchShortcut';

const key = (value: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean} = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('the search shortcut', () => {
  it('/ asks for the search box outside a field, and types a slash inside one', () => {
    expect(isSearchShortcut(key('/'), false)).toBe(true);
    expect(isSearchShortcut(key('/'), true)).toBe(false);
  });

  it('Ctrl+K and Cmd+K ask for it anywhere, in either case', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}), true)).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}), false)).toBe(true);
  });

  it('K alone, Alt combinations and other keys do not', () => {
    expect(isSearchShortcut(key('k'), false)).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}), false)).toBe(false);
    expect(isSearchShortcut(key('/', {ctrlKey: true}), false)).toBe(false);
    expect(isSearchShortcut(key('s'), false)).toBe(false);
  });
});
