import type { RefCallback } from 'react';

export type CustomPropertyValues = Readonly<Record<`--${string}`, string | number | null>>;

/** Sets (or, for null, removes) CSS custom properties on an element through its style object. */
export function setCustomProperties(element: HTMLElement, values: CustomPropertyValues): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === null) element.style.removeProperty(name);
    else element.style.setProperty(name, String(value));
  }
}

/**
 * A ref that gives an element CSS custom properties from script rather than as a `style`
 * attribute: the page's Content-Security-Policy (`style-src` without 'unsafe-inline') refuses
 * style attributes in server-rendered markup, and hydration keeps that markup as it is.
 */
export function customProperties(values: CustomPropertyValues): RefCallback<HTMLElement> {
  return (element) => {
    if (element) setCustomProperties(element, values);
  };
}
