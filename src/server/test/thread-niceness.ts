import fs from 'node:fs/promises';

/** Each thread's niceness in this process (Linux gives every thread its own), read from /proc. */
export async function threadNiceness(): Promise<number[]> {
  const tasks = await fs.readdir('/proc/self/task');
  return Promise.all(
    tasks.map(async (task) => {
      const stat = await fs.readFile(`/proc/self/task/${task}/stat`, 'utf8');
      // After the command in parentheses: state is the first field, niceness the 17th.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    }),
  );
}
