import fs from 'node:fs/promises';

/**
 * Each thread's niceness in this process by its thread id (Linux gives every thread its own),
 * read from /proc. The main thread's id is the process's.
 */
export async function threadNiceness(): Promise<Map<number, number>> {
  const tasks = await fs.readdir('/proc/self/task');
  const entries = await Promise.all(
    tasks.map(async (task) => {
      const stat = await fs.readFile(`/proc/self/task/${task}/stat`, 'utf8').catch(() => null);
      // After the command in parentheses: state is the first field, niceness the 17th.
      const niceness =
        stat === null ? null : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      return [Number(task), niceness] as const;
    }),
  );
  // A thread that ended between the listing and its read is left out.
  return new Map(entries.filter((entry): entry is [number, number] => entry[1] !== null));
}
