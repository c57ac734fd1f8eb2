/**
 * Runs a callback once the page has loaded and the browser is idle (at the latest two seconds after load), so
 * work that can wait never competes with the page's first load. Returns a function that cancels it.
 */
export function afterLoad(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(callback, { timeout: 2000 });
    else timer = setTimeout(callback, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
