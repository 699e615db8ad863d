/**
 * A submit button disabled while its request is pending loses keyboard focus:
 * the browser drops it on the page body, and a keyboard user has to find
 * their place again. This hands focus back to the button once the request
 * has finished and the button is enabled again, unless focus went elsewhere.
 */
import { useEffect, useRef } from 'react';

export function usePendingButtonFocus(pending: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (pending || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) button.current?.focus();
  }, [pending]);

  /** Call as the request starts, while the button still holds focus. */
  const rememberFocus = () => {
    hadFocus.current = document.activeElement === button.current;
  };

  return { button, rememberFocus };
}
