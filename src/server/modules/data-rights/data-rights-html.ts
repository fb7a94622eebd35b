import type { LeadDataExport } from '../../../shared/data-rights.js';
import { SITE } from '../../../shared/site.js';

/** Text made safe for HTML: every stored value goes through this, none is markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An ISO time as the Irish reader expects it (Dublin time), or a dash. */
function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Dublin',
  }).format(new Date(iso));
}

const row = (label: string, value: unknown) =>
  `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value) || '—'}</td></tr>`;

function table(caption: string, headings: string[], rows: unknown[][], empty: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(empty)}</p>`;
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const cell = (value: unknown, index: number) =>
    `<td data-label="${escapeHtml(headings[index])}">${escapeHtml(value) || '—'}</td>`;
  const body = rows.map((cells) => `<tr>${cells.map(cell).join('')}</tr>`).join('');
  return `<table class="stack"><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #cbd5e1}
table{border-collapse:collapse;width:100%;margin:.5rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0}
th[scope=row]{width:35%;color:#334155}.note{color:#475569}td{overflow-wrap:anywhere}
@media (max-width:40rem){.stack thead{display:none}.stack tr{display:block;border-bottom:1px solid #e2e8f0;padding:.35rem 0}
.stack td{display:block;border:0;padding:.1rem .5rem}.stack td::before{content:attr(data-label) ": ";font-weight:600;color:#334155}}
@media print{body{margin:0}}`;

/**
 * The homeowner's data as a readable, printable page (a self-contained HTML document, no
 * script): the same document as the JSON download, every stored value escaped.
 */
export function renderLeadDataHtml(data: LeadDataExport): string {
  const { request, consent } = data;
  const erased = data.erased_at
    ? `<p class="note"><strong>Erased on ${escapeHtml(when(data.erased_at))}.</strong> The personal details of this request were erased; what is left is shown.</p>`
    : '';
  return `<!doctype html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your data: request ref. ${data.reference} – ${escapeHtml(SITE.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Your data: request ref. ${data.reference}</h1>
<p class="note">Everything ${escapeHtml(SITE.name)} holds about this quote request, made on ${escapeHtml(when(data.generated_at))}. Questions: ${escapeHtml(SITE.privacyEmail)}.</p>
${erased}
<h2>Your request</h2>
<table><tbody>
${row('Received', when(request.received_at))}
${row('Status', request.status)}
${row('First name', request.first_name)}
${row('Last name', request.last_name)}
${row('E-mail', request.email)}
${row('Mobile number', request.mobile_number)}
${row('Property address', request.property_address)}
${row('County', request.county)}
${row('Eircode', request.eircode)}
${row('Property type', request.property_type)}
${row('Window type', request.window_type)}
${row('Number of windows', request.number_of_windows)}
${row('Preferred timeframe', request.preferred_timeframe)}
${row('Window material', request.window_material)}
${row('Glazing type', request.glazing_type)}
${row('Additional information', request.additional_info)}
${row('Sent from the page', request.page)}
</tbody></table>
<h2>Your consent</h2>
<table><tbody>
${row('Consent to share your details', consent.given ? `Given on ${when(consent.consent_at)}` : 'Not given')}
${row('Wording version', consent.wording_version)}
${row('Wording', consent.wording ?? '')}
${row('Given on the page', consent.page)}
${row('Recorded by our staff', consent.confirmed_by_staff)}
${row('News and offers', consent.marketing_opt_in ? 'Yes' : 'No')}
</tbody></table>
<h2>Who received your details</h2>
${table(
  'Installers your request was passed to',
  ['Installer', 'Passed on', 'How', 'Answer', 'Answered', 'Taken back', 'Outcome'],
  data.recipients.map((r) => [
    r.partner,
    when(r.assigned_at),
    r.how,
    r.response,
    r.responded_at ? when(r.responded_at) : '',
    r.released_at ? `${when(r.released_at)} (${r.release_reason})` : '',
    r.outcome,
  ]),
  'Your request was not passed to any installer.',
)}
<h2>Messages we sent you</h2>
${table(
  'E-mails and text messages to you',
  ['Message', 'Channel', 'To', 'Status', 'Sent'],
  data.messages.map((m) => [m.description, m.channel, m.recipient, m.status, when(m.sent_at)]),
  'We sent you no messages.',
)}
<h2>What happened</h2>
${table(
  'Your request, step by step',
  ['When', 'What'],
  data.events.map((e) => [when(e.at), e.text]),
  'Nothing recorded.',
)}
<h2>Your data requests</h2>
${table(
  'Requests to see or erase your data',
  ['Request', 'Asked by', 'Asked', 'Done'],
  data.data_requests.map((d) => [
    d.kind,
    d.requested_via,
    when(d.requested_at),
    when(d.completed_at),
  ]),
  'None before this one.',
)}
</main>
</body>
</html>
`;
}
