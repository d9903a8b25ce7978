import { useEffect } from 'react';
import { ko } from '../text/ko';

/** Sets document.title to "<page name> | 모아" while the page is shown. */
export function useDocumentTitle(pageName: string): void {
  useEffect(() => {
    document.title = ko.documentTitle(pageName);
  }, [pageName]);
}
