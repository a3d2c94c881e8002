import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * An element shown full screen: the browser's Fullscreen API where it has one, else (phones' browsers that
 * only allow it for video) the element covering the window by a class. Escape leaves either way.
 */
export function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [covering, setCovering] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const changed = () =>
      setNative(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  useEffect(() => {
    if (!covering) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCovering(false);
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [covering]);

  const toggle = useCallback(() => {
    if (native) return void document.exitFullscreen();
    if (covering) return setCovering(false);
    const target = element.current;
    if (target && typeof target.requestFullscreen === 'function' && document.fullscreenEnabled)
      target.requestFullscreen().catch(() => setCovering(true));
    else setCovering(true);
  }, [covering, element, native]);

  return { on: native || covering, toggle };
}
