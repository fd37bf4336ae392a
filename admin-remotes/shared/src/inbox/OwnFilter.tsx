/**
 * The inbox tab's own filter beside the status (the registration's session, the application's
 * position): its value, its choices (from a call of their own or from the list's answer), the
 * select and the chip.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Input } from 'antd';
import type { FilterChip } from '../filterText';
import { NativeSelect } from '../ui/NativeSelect';
import { useSession } from '../useSession';
import type { InboxChoice, InboxOwnFilter } from './inboxTabConfig';

export interface OwnFilterState<A> {
  /** The list query's name of the filter (none without one). */
  key: InboxOwnFilter<A>['key'] | undefined;
  /** '' = no filter. */
  value: string;
  setValue: (value: string) => void;
  /** Takes the choices a list answer carries. */
  takeAnswer: (answer: A) => void;
  select: ReactNode;
  chips: FilterChip[];
}

/** The choices are asked for again this long after the last key typed in the search box. */
const SEARCH_PAUSE_MS = 300;

export function useOwnFilter<A>(filter: InboxOwnFilter<A> | undefined): OwnFilterState<A> {
  const [value, setValue] = useState(() => filter?.initial?.() ?? '');
  const [choices, setChoices] = useState<InboxChoice[]>([]);
  const [search, setSearch] = useState('');
  // Labels of choices seen before: a chosen value keeps its name when a search leaves it out.
  const seen = useRef(new Map<string, string>());
  const permission = filter?.load?.permission;
  const load = filter?.load?.choices;
  const mayLoad = useSession()?.permissions.includes(permission ?? '') ?? false;
  useEffect(() => {
    if (!load || !permission || !mayLoad) return;
    let current = true;
    const timer = setTimeout(
      () =>
        load(search.trim()).then(
          (found) => {
            if (!current) return;
            for (const c of found) seen.current.set(c.value, c.label);
            setChoices(found);
          },
          () => {
            /* the filter offers the value it has only */
          },
        ),
      search ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [load, permission, mayLoad, search]);
  const choicesOf = filter?.choicesOf;
  const takeAnswer = useCallback(
    (answer: A) => {
      const taken = choicesOf?.(answer);
      if (taken) setChoices(taken);
    },
    [choicesOf],
  );

  if (!filter) return { key: undefined, value, setValue, takeAnswer, select: null, chips: [] };

  const chosenLabel = choices.find((c) => c.value === value)?.label ?? seen.current.get(value);
  // A value not among the choices (a link's older session, one a search left out, a position
  // on its way) stays selectable.
  const options = [
    { value: '', label: filter.allLabel },
    ...choices,
    ...(value && !choices.some((c) => c.value === value)
      ? [{ value, label: chosenLabel ?? filter.missingLabel(value) }]
      : []),
  ];
  const searchBox = filter.load?.search;
  const shown = !filter.hideWithoutChoices || choices.length > 0 || value !== '' || search !== '';
  return {
    key: filter.key,
    value,
    setValue,
    takeAnswer,
    select: shown && (
      <>
        {searchBox && mayLoad && (
          <Input
            type="search"
            allowClear
            className="kv-own-filter-search"
            aria-label={searchBox.label}
            placeholder={searchBox.placeholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
        <NativeSelect
          className={filter.className}
          aria-label={filter.label}
          value={value}
          options={options}
          onChange={(e) => setValue(e.target.value)}
        />
      </>
    ),
    chips: value
      ? [
          {
            key: filter.chipKey,
            label: filter.chipLabel(value, chosenLabel),
            onRemove: () => setValue(''),
          },
        ]
      : [],
  };
}

/** What a page shows and changes of the own filter. */
export type OwnFilterView = Omit<OwnFilterState<unknown>, 'takeAnswer'>;
