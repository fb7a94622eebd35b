import SQLite from 'better-sqlite3';

/** SQLite's own ceiling on a memory-mapped file (SQLITE_MAX_MMAP_SIZE): about 2 GB. */
const MMAP_BYTES = 0x7fff0000;

/**
 * Reads of a connection's database file through memory mapping: a page not in SQLite's
 * cache is a memory access instead of a system call and a copy. Staff reads meet mostly
 * such pages (a fresh search joins thousands of leads scattered over the file; its effect is
 * in docs/performance.md). Writes still go through the WAL as before. The mapped pages are
 * the kernel's file cache, shared and reclaimable, but they count in the process's RSS.
 */
export function readThroughMemoryMap(db: SQLite.Database): void {
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
}

/**
 * A worker's read-only connection beside the writer (WAL), through the map: the kernel reads
 * ahead of a page fault either way, of `read` calls only forwards, and an export walks the file
 * backwards (docs/performance.md).
 */
export function openReader(filename: string): SQLite.Database {
  const db = new SQLite(filename, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  readThroughMemoryMap(db);
  return db;
}
