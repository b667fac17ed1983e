import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icon.tsx';

type SearchBoxProps = {
  label: string;
  /** The applied search (from the URL); the box follows it when it changes from outside. */
  value: string;
  onSearch: (value: string) => void;
  /** Milliseconds of quiet typing before the search is applied. */
  delay?: number;
};

/** A labelled search input that applies what is typed after a short pause (at once on Enter). */
export function SearchBox({ label, value, onSearch, delay = 350 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <div className="form-group search-box mb-0">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <div className="input-group">
        <span className="input-group-text">
          <Icon name="it-search" className="icon-sm" />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch(text);
            }
          }}
        />
      </div>
    </div>
  );
}
