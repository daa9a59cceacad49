import {describe, expect, it} from 'vitest';
import {comboboxKey} from './combobox';

describe('the search box keyboard', () => {
  it('ArrowDown goes from the box to the first option, then down, then round to the first', () => {
    expect(comboboxKey('ArrowDown', {open: true, active: -1, count: 3})).toEqual({kind: 'move', active: 0});
    expect(comboboxKey('ArrowDown', {open: true, active: 1, count: 3})).toEqual({kind: 'move', active: 2});
    expect(comboboxKey('ArrowDown', {open: true, active: 2, count: 3})).toEqual({kind: 'move', active: 0});
  });

  it('an arrow on a closed popup opens it, whose results are not shown yet: Down at the first option, Up at none', () => {
    expect(comboboxKey('ArrowDown', {open: false, active: 2, count: 0})).toEqual({kind: 'move', active: 0});
    expect(comboboxKey('ArrowUp', {open: false, active: 2, count: 0})).toEqual({kind: 'move', active: -1});
  });

  it('ArrowUp goes up, and from the box or the first option round to the last', () => {
    expect(comboboxKey('ArrowUp', {open: true, active: 2, count: 3})).toEqual({kind: 'move', active: 1});
    expect(comboboxKey('ArrowUp', {open: true, active: 0, count: 3})).toEqual({kind: 'move', active: 2});
    expect(comboboxKey('ArrowUp', {open: true, active: -1, count: 3})).toEqual({kind: 'move', active: 2});
  });

  it('arrows do nothing without options', () => {
    expect(comboboxKey('ArrowDown', {open: true, active: -1, count: 0})).toEqual({kind: 'none'});
    expect(comboboxKey('ArrowUp', {open: true, active: -1, count: 0})).toEqual({kind: 'none'});
  });

  it('Enter opens the active option, and leaves the form to be sent when none is active', () => {
    expect(comboboxKey('Enter', {open: true, active: 1, count: 3})).toEqual({kind: 'open-active'});
    expect(comboboxKey('Enter', {open: true, active: -1, count: 3})).toEqual({kind: 'none'});
    expect(comboboxKey('Enter', {open: false, active: 1, count: 3})).toEqual({kind: 'none'});
  });

  it('Escape closes an open popup, and empties the box when it is closed', () => {
    expect(comboboxKey('Escape', {open: true, active: 1, count: 3})).toEqual({kind: 'close'});
    expect(comboboxKey('Escape', {open: false, active: -1, count: 3})).toEqual({kind: 'clear'});
  });

  it('other keys are the box own', () => {
    expect(comboboxKey('a', {open: true, active: 1, count: 3})).toEqual({kind: 'none'});
  });
});
