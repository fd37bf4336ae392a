/**
 * The inbox tab's own filter beside the status (the registration's session, the application's
 * position): its value, its choices (from a call of their own or from the list's answer), the
 * select and the chip.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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

export function useOwnFilter<A>(filter: InboxOwnFilter<A> | undefined): OwnFilterState<A> {
  const [value, setValue] = useState(() => filter?.initial?.() ?? '');
  const [choices, setChoices] = useState<InboxChoice[]>([]);
  const permission = filter?.load?.permission;
  const load = filter?.load?.choices;
  const mayLoad = useSession()?.permissions.includes(permission ?? '') ?? false;
  useEffect(() => {
    if (!load || !permission || !mayLoad) return;
    load().then(setChoices, () => {
      /* the filter offers the value it has only */
    });
  }, [load, permission, mayLoad]);
  const choicesOf = filter?.choicesOf;
  const takeAnswer = useCallback(
    (answer: A) => {
      const taken = choicesOf?.(answer);
      if (taken) setChoices(taken);
    },
    [choicesOf],
  );

  if (!filter) return { key: undefined, value, setValue, takeAnswer, select: null, chips: [] };

  const chosen = choices.find((c) => c.value === value);
  // A value not among the choices (a link's older session, a position on its way) stays selectable.
  const options = [
    { value: '', label: filter.allLabel },
    ...choices,
    ...(value && !chosen ? [{ value, label: filter.missingLabel(value) }] : []),
  ];
  const shown = !filter.hideWithoutChoices || choices.length > 0 || value !== '';
  return {
    key: filter.key,
    value,
    setValue,
    takeAnswer,
    select: shown && (
      <NativeSelect
        className={filter.className}
        aria-label={filter.label}
        value={value}
        options={options}
        onChange={(e) => setValue(e.target.value)}
      />
    ),
    chips: value
      ? [
          {
            key: filter.chipKey,
            label: filter.chipLabel(value, chosen?.label),
            onRemove: () => setValue(''),
          },
        ]
      : [],
  };
}

/** What a page shows and changes of the own filter. */
export type OwnFilterView = Omit<OwnFilterState<unknown>, 'takeAnswer'>;
