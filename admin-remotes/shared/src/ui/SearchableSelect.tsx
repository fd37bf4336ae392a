/**
 * antd's Select with its search box, fetched when a screen first shows one (it brings a
 * virtual list and a popup of its own, which no other screen of the panel needs). Until it
 * arrives the screen holds a box of the control's size. Short lists use NativeSelect.
 */
import type { SelectProps } from 'antd/es/select';
import { lazy, type ReactElement, Suspense } from 'react';

const Select = lazy(() => import('antd/es/select'));

export function SearchableSelect<V>(props: SelectProps<V>): ReactElement {
  return (
    <Suspense
      fallback={
        <span
          className={props.className}
          aria-busy="true"
          style={{ display: 'inline-block', minWidth: 120, height: 32 }}
        />
      }
    >
      <Select {...(props as SelectProps<unknown>)} />
    </Suspense>
  );
}
