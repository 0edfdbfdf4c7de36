import { useEffect, useState } from 'react';
import { searchDelay } from './search-rules';

/** The text to search for, following the debounce rules: '' while nothing should be searched. */
export const useDebouncedSearch = (text: string): string => {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const delay = searchDelay(text);
    if (delay === undefined) {
      setTerm('');
      return undefined;
    }
    if (delay === 0) {
      setTerm(text.trim());
      return undefined;
    }
    const timer = setTimeout(() => setTerm(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
};
