/** Served at STYLESHEET_PATH; a file of its own so the pages' CSP needs no 'unsafe-inline'. */
export const STYLESHEET_PATH = '/assets/identity.css';

export const STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #f4f6fb; --card: #ffffff; --text: #1b2230; --muted: #566074; --border: #c9cfdb;
  --accent: #2454d6; --accent-text: #ffffff; --focus: #f0a500; --error-bg: #fdecec; --error: #a4161a;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #11151d; --card: #1b212c; --text: #e8ecf3; --muted: #a9b3c4; --border: #3a4354;
    --accent: #6d94ff; --accent-text: #0b0f17; --error-bg: #3a1416; --error: #ffb4b4;
  }
}
* { box-sizing: border-box; }
html { font-size: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: var(--bg); color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.5;
}
main { width: 100%; max-width: 26rem; margin: 1.5rem; padding: 2rem; background: var(--card);
  border: 1px solid var(--border); border-radius: 0.75rem; box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.08); }
.brand { margin: 0 0 1.25rem; font-weight: 700; font-size: 1.25rem; letter-spacing: 0.02em; color: var(--accent); text-align: center; }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; text-align: center; }
.lead { margin: 0 0 1.5rem; color: var(--muted); text-align: center; }
.alert { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: var(--error-bg); color: var(--error); font-weight: 600; }
.field { margin-bottom: 1rem; }
label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
.hint { display: block; margin-top: 0.25rem; color: var(--muted); font-size: 0.875rem; }
input { width: 100%; padding: 0.625rem 0.75rem; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--border); border-radius: 0.5rem; }
input[aria-invalid="true"] { border-color: var(--error); }
button { width: 100%; margin-top: 0.5rem; padding: 0.75rem; font: inherit; font-weight: 700; cursor: pointer;
  color: var(--accent-text); background: var(--accent); border: 0; border-radius: 0.5rem; }
button:hover { filter: brightness(1.08); }
a { color: var(--accent); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.switch { margin: 1.5rem 0 0; text-align: center; }
.steps { margin: 0 0 1rem; padding-left: 1.25rem; }
.qr-frame { display: flex; justify-content: center; margin: 0 0 1rem; }
.qr-code { display: block; width: 12rem; height: 12rem; border-radius: 0.5rem; }
.manual { margin: 0 0 0.5rem; color: var(--muted); font-size: 0.875rem; }
.secret { margin: 0 0 1.5rem; text-align: center; }
.secret code { display: inline-block; padding: 0.5rem 0.75rem; font-size: 1rem; letter-spacing: 0.08em; word-break: break-all;
  background: var(--bg); border: 1px solid var(--border); border-radius: 0.5rem; user-select: all; }
.notice { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: var(--bg); border: 1px solid var(--border); }
.outbox { padding-left: 1.25rem; }
.outbox li { margin-bottom: 0.75rem; }
.mail-headers { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 1rem 0; }
.mail-headers dt { font-weight: 600; }
.mail-headers dd { margin: 0; word-break: break-all; }
.mail-text { white-space: pre-wrap; word-break: break-word; padding: 1rem; background: var(--bg); border-radius: 0.5rem; }
.sessions { padding: 0; list-style: none; }
.sessions li { padding: 0.5rem 0; border-bottom: 1px solid var(--border); }
.link-button { width: auto; margin: 0; padding: 0; color: var(--accent); background: none; font-weight: 400; text-decoration: underline; }
`;
