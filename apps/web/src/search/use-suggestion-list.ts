import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';

export interface SuggestionList {
  /** The list is open (it shows when there is also something to show). */
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The index of the active option; -1 for none. */
  readonly active: number;
  readonly setActive: Dispatch<SetStateAction<number>>;
  /** The element that holds the field and the list: a press outside it closes the list. */
  readonly containerRef: RefObject<HTMLDivElement | null>;
  /**
   * The field's keys: arrow down opens the list and moves down, arrow up moves up, Escape closes, and Enter (which
   * never submits a surrounding form) calls `onEnter`.
   */
  readonly onKeyDown: (event: KeyboardEvent, onEnter: () => void) => void;
}

/**
 * The open/active state of a combobox's suggestion list (a search field with options under it). A new answer
 * (`answer` changes) starts without an active option.
 */
export function useSuggestionList(optionCount: number, answer: unknown): SuggestionList {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => setActive(-1), [answer]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent, onEnter: () => void) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (optionCount > 0) setActive((index) => Math.min(index + 1, optionCount - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, -1));
        break;
      case 'Enter':
        event.preventDefault();
        onEnter();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return { open, setOpen, active, setActive, containerRef, onKeyDown };
}

/** The attributes of a combobox input whose list has the id `listId` and options with ids from `optionId`. */
export const comboboxInputAttributes = ({
  expanded,
  listId,
  optionCount,
  active,
  optionId,
}: {
  expanded: boolean;
  listId: string;
  optionCount: number;
  active: number;
  optionId: (index: number) => string;
}) => ({
  role: 'combobox',
  'aria-autocomplete': 'list' as const,
  'aria-expanded': expanded,
  'aria-controls': expanded && optionCount > 0 ? listId : undefined,
  'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
  spellCheck: false,
  maxLength: 200,
});
