import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY, applyStoredTheme } from '../../../../src/runtime/theme/theme.ts';
import { setTheme, useTheme } from '../../../../src/runtime/theme/theme-choice.ts';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['theme'];
});

describe('the theme', () => {
  it('follows the system until a choice is made', () => {
    applyStoredTheme();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
    expect(renderHook(() => useTheme()).result.current).toBe('system');
  });

  it('applies a choice at once, keeps it on the device, and tells the control', () => {
    const { result } = renderHook(() => useTheme());
    act(() => setTheme('dark'));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(result.current).toBe('dark');

    act(() => setTheme('system'));
    expect(document.documentElement.dataset['theme']).toBeUndefined();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(result.current).toBe('system');
  });

  it('applies the stored choice at start, and ignores a value it does not know', () => {
    localStorage.setItem(THEME_KEY, 'light');
    applyStoredTheme();
    expect(document.documentElement.dataset['theme']).toBe('light');
    delete document.documentElement.dataset['theme'];
    localStorage.setItem(THEME_KEY, 'sepia');
    applyStoredTheme();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });
});
