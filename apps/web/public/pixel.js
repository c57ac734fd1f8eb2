/*
 * Chartbot's first-party advertising pixel. The site loads it only after the visitor pressed "Accept all"
 * (cookies=all) and only when a pixel id is configured. It records a page view in `window.chartbotPixel`,
 * where an advertising partner's tag (configured through the kit's `scriptSrc`) can pick it up.
 */
(() => {
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get("id") : null;
  window.chartbotPixel = window.chartbotPixel || [];
  window.chartbotPixel.push({ event: "PageView", id: id, path: location.pathname, time: Date.now() });
})();
