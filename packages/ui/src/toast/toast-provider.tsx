"use client";

import { Toast } from "radix-ui";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../button/button";
import { IconButton } from "../icon-button/icon-button";
import { AlertIcon, CheckIcon, InfoIcon } from "../icons/status-icons";
import { CloseIcon } from "../icons/ui-icons";
import * as styles from "./toast.css";
import { type ToastApi, ToastContext, type ToastOptions } from "./toast-context";

interface ToastEntry extends ToastOptions {
  id: string;
}

/** The edge of the screen the toasts stand at. */
export type ToastPlacement = "top" | "bottom";

/** What counts as the control a user pressed: the nearest button, link or form control around the target. */
const PRESSABLE = "button, a[href], input, select, textarea, summary, [role='button'], [role='menuitem']";

/**
 * Where a new toast goes so that it does not cover the control just pressed: the toasts stand at the bottom,
 * unless the control's middle is in the lower half of the screen, then at the top. A toast is never taller than
 * half the screen, so it stays clear of the control.
 */
export function placementAwayFrom(
  control: Element | null | undefined,
  viewportHeight: number,
): ToastPlacement {
  if (!control?.isConnected) return "bottom";
  const rect = control.getBoundingClientRect();
  const middle = rect.top + rect.height / 2;
  return middle > viewportHeight / 2 ? "top" : "bottom";
}

const toneIcons = { neutral: InfoIcon, positive: CheckIcon, negative: AlertIcon } as const;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default milliseconds before a toast closes. @default 5000 */
  duration?: number;
  /** Toasts shown from the start (stories and tests). @default [] */
  initialToasts?: readonly ToastOptions[];
}

/**
 * Holds the toasts of the app and renders them in a viewport at the bottom of the screen, or at the top when the
 * control just pressed is in the lower half, so a toast never covers it (F8 focuses the viewport).
 */
export function ToastProvider({ children, duration = 5000, initialToasts = [] }: ToastProviderProps) {
  const counter = useRef(initialToasts.length);
  const [toasts, setToasts] = useState<ToastEntry[]>(() =>
    initialToasts.map((options, index) => ({ ...options, id: `toast-${index}` })),
  );
  const [placement, setPlacement] = useState<ToastPlacement>("bottom");
  // The control the user pressed last (pointer or keyboard), to keep the toasts that follow away from it.
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
      if (target) pressed.current = target;
    };
    document.addEventListener("pointerdown", remember, true);
    document.addEventListener("keydown", remember, true);
    return () => {
      document.removeEventListener("pointerdown", remember, true);
      document.removeEventListener("keydown", remember, true);
    };
  }, []);
  const dismiss = useCallback((id: string) => setToasts((all) => all.filter((entry) => entry.id !== id)), []);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setPlacement(placementAwayFrom(pressed.current ?? document.activeElement, window.innerHeight));
    setToasts((all) => [...all, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={duration} label="Notification">
        {children}
        {toasts.map(({ id, title, description, tone = "neutral", duration: own, action }) => {
          const ToneIcon = toneIcons[tone];
          return (
            <Toast.Root
              key={id}
              className={styles.tone[tone]}
              type={tone === "negative" ? "foreground" : "background"}
              duration={own}
              onOpenChange={(open) => open || dismiss(id)}
            >
              <span className={styles.toneIcon[tone]}>
                <ToneIcon size={18} />
              </span>
              <div className={styles.body}>
                <Toast.Title className={styles.title}>{title}</Toast.Title>
                {description && (
                  <Toast.Description className={styles.description}>{description}</Toast.Description>
                )}
                {action && (
                  <Toast.Action altText={action.altText} asChild>
                    <Button variant="secondary" size="sm" className={styles.action} onClick={action.onClick}>
                      {action.label}
                    </Button>
                  </Toast.Action>
                )}
              </div>
              <Toast.Close asChild>
                <IconButton label="Dismiss notification" size="sm">
                  <CloseIcon size={16} />
                </IconButton>
              </Toast.Close>
            </Toast.Root>
          );
        })}
        <Toast.Viewport className={styles.viewport[placement]} data-placement={placement} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
