import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { measureElement, useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { afterPaint } from '../../../lib/after-paint';
import { noteFirstRowsPainted } from '../../../ui/first-rows';

interface VirtualVoterListProps<T> {
  items: readonly T[];
  getKey: (item: T) => number;
  renderRow: (item: T) => ReactNode;
}

/** A row is about 76 px; real heights are measured, this only sizes the first paint. */
const ESTIMATED_ROW_HEIGHT = 80;
const OVERSCAN = 8;

/**
 * A row measured at 0 px (a hidden tab, a test DOM without layout) would make every row "fit"
 * and mount all 10 000 of them: fall back to the estimate instead.
 */
function measureRow<S extends Element | Window>(
  element: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, HTMLDivElement>,
): number {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ESTIMATED_ROW_HEIGHT;
}

/** The nearest ancestor that scrolls vertically, or null when the page itself scrolls. */
function findScrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Virtualised list that scrolls with the page (or with whatever container the shell scrolls), so
 * the sticky search form above it stays in view and the whole screen scrolls as one on a phone.
 * Only the rows in view (plus a few) are in the DOM, so 10 000 voters scroll like 20.
 */
export function VirtualVoterList<T>(props: VirtualVoterListProps<T>) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  // Decided once the anchor is in the DOM: which of the two virtualizer hooks applies.
  const scroller = anchor ? (findScrollParent(anchor) ?? 'window') : null;
  return (
    <div ref={setAnchor} data-testid="voter-list">
      {anchor && scroller === 'window' && <WindowRows {...props} anchor={anchor} />}
      {anchor && scroller instanceof HTMLElement && <ElementRows {...props} anchor={anchor} scroller={scroller} />}
    </div>
  );
}

/**
 * Where the list starts inside the scrolling content; rows are positioned relative to it.
 * Anything above the list that changes height (the search hint, a station picker) resizes one of
 * the list's ancestors, so watching those ancestors is enough to keep the offset right.
 */
function useScrollMargin(anchor: HTMLElement, scroller: HTMLElement | null): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = anchor.getBoundingClientRect().top;
      const next = scroller ? top - scroller.getBoundingClientRect().top + scroller.scrollTop : top + window.scrollY;
      setMargin(Math.round(next));
    };
    // The observer reports every observed element once at the start, which gives the first measure.
    const observer = new ResizeObserver(measure);
    for (let element = anchor.parentElement; element; element = element.parentElement) {
      observer.observe(element);
      if (element === scroller) break;
    }
    return () => observer.disconnect();
  }, [anchor, scroller]);
  return margin;
}

/** What the window- and element-scrolled lists have in common: sizes, overscan and stable row keys. */
function sharedOptions<T>(items: readonly T[], getKey: (item: T) => string | number, scrollMargin: number) {
  return {
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    measureElement: measureRow,
    getItemKey: (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  };
}

function WindowRows<T>({ items, getKey, renderRow, anchor }: VirtualVoterListProps<T> & { anchor: HTMLElement }) {
  const scrollMargin = useScrollMargin(anchor, null);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>(sharedOptions(items, getKey, scrollMargin));
  return <Rows items={items} renderRow={renderRow} virtualizer={virtualizer} />;
}

function ElementRows<T>({
  items,
  getKey,
  renderRow,
  anchor,
  scroller,
}: VirtualVoterListProps<T> & { anchor: HTMLElement; scroller: HTMLElement }) {
  const scrollMargin = useScrollMargin(anchor, scroller);
  // The virtualizer hands out fresh functions on purpose; this app does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({ ...sharedOptions(items, getKey, scrollMargin), getScrollElement: () => scroller });
  return <Rows items={items} renderRow={renderRow} virtualizer={virtualizer} />;
}

function Rows<T, S extends Element | Window>({
  items,
  renderRow,
  virtualizer,
}: {
  items: readonly T[];
  renderRow: (item: T) => ReactNode;
  virtualizer: Virtualizer<S, HTMLDivElement>;
}) {
  const margin = virtualizer.options.scrollMargin;
  const drawn = items.length > 0;
  // The shell mounts its top bar and menus after this (src/ui/first-rows.ts).
  useEffect(() => (drawn ? afterPaint(noteFirstRowsPainted) : undefined), [drawn]);
  return (
    <div role="list" style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const item = items[virtualRow.index];
        if (item === undefined) return null;
        return (
          <div
            key={virtualRow.key}
            role="listitem"
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${virtualRow.start - margin}px)` }}
          >
            {renderRow(item)}
          </div>
        );
      })}
    </div>
  );
}
