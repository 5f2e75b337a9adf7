import type { OutboxMessage } from '../mail/outbox.js';
import { escapeHtml } from './html.js';
import { layout } from './pages.js';

export const OUTBOX_PATH = '/outbox';

/** Message text with its web addresses as links (the text is escaped first, so the links are too). */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (address) => `<a href="${address}">${address}</a>`);
}

export function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<li><a href="${OUTBOX_PATH}/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a>
<span class="hint">to ${escapeHtml(message.to)}, ${escapeHtml(message.sentAt)}</span></li>`,
    )
    .join('\n');
  return layout(
    'Outbox',
    `<h1>Outbox</h1>
<p class="lead">Mail this provider would have sent. Set SMTP_URL to send it for real.</p>
${messages.length > 0 ? `<ol class="outbox" reversed>\n${rows}\n</ol>` : '<p>No mail yet.</p>'}`,
  );
}

export function outboxMessagePage(message: OutboxMessage): string {
  return layout(
    message.subject,
    `<h1>${escapeHtml(message.subject)}</h1>
<dl class="mail-headers">
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd>${escapeHtml(message.sentAt)}</dd>
</dl>
<pre class="mail-text">${linkedText(message.text)}</pre>
<p class="switch"><a href="${OUTBOX_PATH}">All mail</a></p>`,
  );
}
