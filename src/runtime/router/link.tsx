import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { localizePath, type Locale } from '../../shared/locales.ts';
import { canonicalAppPath } from '../../shared/location.ts';
import { useRouter } from './router-context.ts';
import { observeSight } from './observe-sight.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path without locale prefix; the current locale's prefix is added. */
  readonly href: string;
  /** `false` turns off prefetching on sight, hover, focus and touch (§4.6). */
  readonly prefetch?: boolean;
  /** Links to this locale instead of the current one (the language switcher). */
  readonly locale?: Locale;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** The app's link: localised, trailing slash normalised, prefetching, navigating without a reload. */
export function Link({ href, prefetch = true, locale, onClick, onMouseEnter, onFocus, onTouchStart, target, ...rest }: LinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const [pathAndQuery = '/', hash = ''] = href.split('#');
  const [path = '/', query = ''] = pathAndQuery.split('?');
  const localized = localizePath(canonicalAppPath(path), locale ?? router.locale) + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  const shouldPrefetch = prefetch && target === undefined;

  useEffect(() => {
    const element = ref.current;
    if (!shouldPrefetch || !router.prefetchOnSight || !element || typeof IntersectionObserver === 'undefined') return;
    return observeSight(element, () => router.prefetch(localized));
  }, [shouldPrefetch, router, localized]);

  const prefetchNow = () => {
    if (shouldPrefetch) router.prefetch(localized, { intent: true });
  };

  return (
    <a
      {...rest}
      ref={ref}
      href={localized}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || target !== undefined) return;
        event.preventDefault();
        router.navigate(localized);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchNow();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchNow();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchNow();
      }}
    />
  );
}
