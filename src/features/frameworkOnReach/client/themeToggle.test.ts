import {describe, expect, it} from 'vitest';
import {nextChoice} from './themeToggle';

describe('the theme switch before the framework runs', () => {
  it('cycles system, light, dark, as the theme does', () => {
    expect(nextChoice('system')).toBe('light');
    expect(nextChoice(null)).toBe('light');
    expect(nextChoice('light')).toBe('dark');
    expect(nextChoice('dark')).toBe('system');
  });
});
