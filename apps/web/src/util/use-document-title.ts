import { useEffect } from 'react';
import { SITE_TITLE } from '../config';

/** Sets the browser tab title: "<page> – Navnebase". */
export const useDocumentTitle = (title?: string): void => {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
};
