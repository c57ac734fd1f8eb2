import { escapeHtml, sandboxPage } from "../discord/http";

// The sandbox's page frame: plain HTML, light and dark, no external asset.

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f9fc; --card: #ffffff; --text: #1a1f36; --muted: #4f566b;
  --border: #d5dbe1; --accent: #533afd; --accent-text: #ffffff; --focus: #0073e6; --warn: #8a4b00;
  --warn-bg: #fff4e0; --ok: #0b6e3f; --ok-bg: #e3f7ec; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0a2540; --card: #10335a; --text: #f6f9fc; --muted: #c1c9d2; --border: #2b4c74;
    --accent: #7a73ff; --warn: #ffd591; --warn-bg: #3d2c0c; --ok: #a7f3c9; --ok-bg: #0f3d2a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); padding: 16px;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { margin: 0 auto; width: 100%; max-width: 520px; background: var(--card); border: 1px solid var(--border);
  border-radius: 8px; padding: 24px; }
.badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); border: 1px solid var(--border); border-radius: 4px; padding: 0 6px; }
h1 { font-size: 22px; margin: 8px 0 4px; }
h2 { font-size: 17px; margin: 0 0 4px; }
p, dd { color: var(--muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 16px 0; }
dt { font-weight: 600; }
dd { margin: 0; }
section { border-top: 1px solid var(--border); padding-top: 16px; margin-top: 16px; }
label { display: block; font-weight: 600; margin-bottom: 4px; }
input { font: inherit; width: 6em; padding: 7px 8px; border-radius: 4px; border: 1px solid var(--border);
  background: var(--bg); color: var(--text); }
form { display: inline; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin-top: 12px; }
button, a.button { font: inherit; font-weight: 600; border-radius: 4px; padding: 8px 14px; cursor: pointer;
  border: 1px solid var(--border); background: transparent; color: var(--text); text-decoration: none; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.notice { background: var(--ok-bg); color: var(--ok); border-radius: 4px; padding: 8px 12px; }
.warning { background: var(--warn-bg); color: var(--warn); border-radius: 4px; padding: 8px 12px; }
`;

export function page(title: string, body: string, script = ""): string {
  return sandboxPage({ title, badge: "Payments sandbox", style: STYLE, body, script });
}

export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const day = (unix: unknown) =>
  typeof unix === "number" ? new Date(unix * 1000).toISOString().slice(0, 10) : "none";

export function refusalPage(message: string): string {
  return page(
    "Payments sandbox: cannot go on",
    `<h1>This cannot go on</h1>
<p class="warning" role="alert">${escapeHtml(message)}</p>
<p>This is the local payments sandbox of Chartbot's development setup, not stripe.com. No card is charged.</p>`,
  );
}
