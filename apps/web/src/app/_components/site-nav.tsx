"use client";

import { DesktopNav, type DesktopNavProps } from "@chartbot/ui/header";
import * as navStyles from "@chartbot/ui/header/desktop-nav.css";
import type { MenuItem } from "@chartbot/ui/menu";
import { media } from "@chartbot/ui/theme";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect } from "react";
import { afterLoad } from "@/lib/after-load";

/** The inputs that may lead to the menu, or to a navigation (which waits for the menu's code, see below). */
const INPUTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Resolves when the menu's code is needed: at once where the menu shows (wide screens); where it is hidden,
 * at the first of: the screen turning wide, the visitor's first input, or the browser idle after load.
 */
function whenNeeded(): Promise<void> {
  const wide = window.matchMedia(media.desktop);
  if (wide.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const cancelAfterLoad = afterLoad(needed);
    function needed() {
      cancelAfterLoad();
      wide.removeEventListener("change", needed);
      for (const input of INPUTS) window.removeEventListener(input, needed, true);
      resolve();
    }
    wide.addEventListener("change", needed);
    for (const input of INPUTS) window.addEventListener(input, needed, { capture: true, passive: true });
  });
}

/** The menu button an event's target is in, if any. */
function menuButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  return button?.closest("nav")?.classList.contains(navStyles.root) ? button : null;
}

/**
 * A press on one of the menu's buttons before its code has hydrated it. React drops a click on server HTML it
 * cannot hydrate yet (it replays hovers and focus, not clicks), so until the menu is hydrated its buttons'
 * clicks (a pointer's, or Enter or Space on a focused button) are held here and handed back once it is. A
 * second press on the same button takes the first back, as it would close the panel the first one opened.
 */
let earlyPress: HTMLButtonElement | null = null;

function holdEarlyPress(event: MouseEvent) {
  const button = menuButton(event.target);
  if (!button) return;
  event.stopPropagation();
  earlyPress = earlyPress === button ? null : button;
}

/**
 * Runs once the menu is hydrated: hands back the held press, or, if the pointer rests on a menu button, opens
 * its panel as moving the pointer there would have (React replays the pointer's arrival, not its moves).
 */
function handBackEarlyPress() {
  window.removeEventListener("click", holdEarlyPress, true);
  const pressed = earlyPress;
  earlyPress = null;
  if (pressed?.isConnected) return pressed.click();
  const hovered = Array.from(document.querySelectorAll("button:hover")).find(menuButton);
  hovered?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
}

if (typeof window !== "undefined") window.addEventListener("click", holdEarlyPress, true);

const LazyDesktopNav = lazy(() =>
  whenNeeded()
    .then(() => import("@chartbot/ui/header/desktop-nav"))
    .then((kit) => ({
      default: function HydratedDesktopNav(props: DesktopNavProps) {
        useEffect(handBackEarlyPress, []);
        return <kit.DesktopNav {...props} />;
      },
    })),
);

/**
 * The desktop menu with the current page marked. The server renders it into every page, but its code (Radix
 * NavigationMenu, about 13 kB gzip) is not part of the first load: in the browser it is a lazy component, and
 * React keeps the server's HTML as it is (the Suspense boundary stays dehydrated) until the code has loaded
 * and hydrates it then. On phones, where the menu is hidden, that happens after the page has loaded.
 *
 * While the boundary is dehydrated, a press on a menu button is held until the code is there (`holdEarlyPress`),
 * and an update that reaches it (new props, or a context change above it) has to wait for the code too: a
 * navigation starts with an input, which starts the loading, and the session reaches the header's islands
 * through a store, not a context (`site-session.tsx`).
 */
export function SiteNav({ menu }: { menu: readonly MenuItem[] }) {
  // The server renders the menu itself (a lazy component would suspend the prerender).
  const Nav = typeof window === "undefined" ? DesktopNav : LazyDesktopNav;
  // The fallback, the menu's empty frame, shows only if React has to render the boundary afresh. Using the
  // menu's styles here also puts them into the page's CSS (a bare side-effect import is dropped by the
  // bundler), so the server-rendered menu looks right from the first paint, before its code loads.
  return (
    <Suspense fallback={<div className={navStyles.root} />}>
      <Nav menu={menu} currentPath={usePathname()} />
    </Suspense>
  );
}
