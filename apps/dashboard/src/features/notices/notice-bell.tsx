"use client";

import { lazy, type RefObject, Suspense, useLayoutEffect, useRef, useState } from "react";
import { BellButton } from "./bell-button";

// Everything but the button loads after the page: the count's query with the contract's notice schemas, Radix
// Popover and the list. The bell is on every page; its first load carries only the button.
const NoticePopover = lazy(() => import("./notice-popover"));

/**
 * The header's notice bell for a verified user: the unread count (read every minute and when the window
 * regains focus) and, on press, the latest notices. Until its code is in, an identical button without a count
 * stands in: a press on it opens the panel as soon as it has loaded, and focus on it moves to the real one.
 */
export function NoticeBell() {
  const [pressed, setPressed] = useState(false);
  const hadFocus = useRef(false);
  return (
    <Suspense fallback={<StandIn onPress={() => setPressed(true)} hadFocus={hadFocus} />}>
      <NoticePopover defaultOpen={pressed} focusOnMount={hadFocus} />
    </Suspense>
  );
}

function StandIn({ onPress, hadFocus }: { onPress: () => void; hadFocus: RefObject<boolean> }) {
  const button = useRef<HTMLButtonElement>(null);
  // Runs before React removes the button, while it still holds focus.
  useLayoutEffect(
    () => () => {
      hadFocus.current = typeof document !== "undefined" && document.activeElement === button.current;
    },
    [hadFocus],
  );
  return (
    <BellButton ref={button} unread={0} aria-haspopup="dialog" aria-expanded={false} onClick={onPress} />
  );
}
