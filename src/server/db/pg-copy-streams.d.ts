// pg-copy-streams ships no types; the export worker uses only `to`.
declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';
  import type { Submittable } from 'pg';
  export function to(text: string): Submittable & Readable;
}
