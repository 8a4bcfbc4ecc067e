import { useEffect } from 'react';

/** Sets `document.title` while the screen is on display (the server sets it on direct loads). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
