import { useEffect, useId, useRef, useState } from 'react';
import styles from './ListFilters.module.css';

/** How long typing rests before the list is searched (ms). */
export const SEARCH_DELAY_MS = 200;

/**
 * A list's search box (holders, applicants): applied once typing rests, and never in the middle of a Korean syllable
 * being composed (an IME composition), so "김" is not searched as "ㄱ" on the way.
 */
export function SearchBox({
  onSearch,
  words,
}: {
  onSearch: (query: string) => void;
  /** The list's own label and placeholder. */
  words: { label: string; placeholder: string };
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [composedAt, setComposedAt] = useState(0);
  const composing = useRef(false);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (composing.current) return;
    const timer = window.setTimeout(() => latest.current(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, composedAt]);

  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {words.label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={words.placeholder}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setText(event.currentTarget.value);
          setComposedAt((n) => n + 1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
          }
        }}
      />
    </div>
  );
}
