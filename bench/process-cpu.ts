import { readFile } from "node:fs/promises";

/** Linux's clock ticks per second for /proc/<pid>/stat (getconf CLK_TCK; 100 on every common kernel). */
const CLOCK_TICKS = 100;

/**
 * The CPU time (user + system) a process has used so far, in ms. Per answered request, it is what a
 * request costs whatever else the machine runs, so it is the steadier figure on a shared machine.
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** The resident memory of a process now, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0") / 1024);
}
