import { SITE } from '../shared/site.js';

/** The address to open: a wildcard host (all interfaces) is reached as localhost. */
export function siteUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '::', '::0', ''].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}

/** The one plain line `npm start` prints once the server listens (`npm run dev`: the API only). */
export function runningLine(url: string, servesWeb = true): string {
  return servesWeb
    ? `${SITE.name} is running at ${url} (press Ctrl+C to stop)`
    : `${SITE.name} API is running at ${url}/api (the web app is served separately)`;
}

/** The first admin's generated sign-in, framed so it stands out from the log; shown once. */
export function firstAdminBlock(admin: { email: string; password: string }, url: string): string {
  const lines = [
    'First start: an admin account was created.',
    '',
    `  E-mail:    ${admin.email}`,
    `  Password:  ${admin.password}`,
    '',
    `Sign in at ${url}/login and change the password.`,
    'It is shown only this once (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}
