import { cloneElement, useCallback, useState, type ComponentType, type ReactElement } from 'react';

/** What a top-bar menu module gets: the trigger it wraps. It mounts on a tap, so it mounts open. */
export interface MenuPartProps {
  trigger: ReactElement;
}

type MenuModule<P> = { default: ComponentType<P & MenuPartProps> };

/**
 * A top-bar menu whose menu machinery (positioning, focus, dismissal: about 17 KiB for the three
 * menus) loads when its trigger is first hovered, focused or tapped, not with every screen: the
 * voting-day screen opens without it. Hover and focus only fetch the code; the tap swaps the
 * trigger for the real menu, opened, so a click is never split between the two.
 */
export function DeferredMenu<P extends object>({ load, trigger, props }: { load: () => Promise<MenuModule<P>>; trigger: ReactElement<Record<string, unknown>>; props: P }) {
  const [Loaded, setLoaded] = useState<ComponentType<P & MenuPartProps> | null>(null);

  const fetchCode = useCallback(
    () =>
      load().catch((error: unknown) => {
        // Not loaded (offline before the app was cached): the trigger stays; a later tap tries again.
        console.error('top bar: a menu did not load', error);
        return null;
      }),
    [load],
  );
  const open = useCallback(() => {
    void fetchCode().then((module) => {
      if (module) setLoaded(() => module.default);
    });
  }, [fetchCode]);

  if (Loaded) return <Loaded {...props} trigger={trigger} />;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void fetchCode(),
    onFocus: () => void fetchCode(),
    onClick: open,
  });
}
