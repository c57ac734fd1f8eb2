/**
 * Whether this host can judge Lighthouse's performance score.
 *
 * Lighthouse's mobile preset simulates a slow phone from what it observed on the host: it multiplies the
 * main-thread tasks it saw by the CPU slowdown (4x). That holds while the host runs Chromium about as fast as
 * the reference desktop; Lighthouse checks the JavaScript speed (`benchmarkIndex`), not the kernel. Some
 * virtual machines make every first touch of a memory page cost 10 to 40 times what it costs elsewhere. A new
 * renderer process touches about 13,000 pages to load a marketing page, so on such a host about half a second
 * of kernel time lands in its main-thread tasks, and the 4x slowdown makes it two seconds no phone has: every
 * route scores 71 to 94, text pages included, where the same build scores 98 to 100 on other hosts
 * (docs/decisions/lighthouse-slow-page-faults.md).
 */

/** Above this many microseconds per first-touched page, the host's page faults are not a phone's. */
export const PAGE_FAULT_LIMIT_US = 5;

const PAGE_BYTES = 4096;
/** Large enough that the allocator maps fresh memory for it (glibc maps anything over 32 MiB on its own). */
const PROBE_BYTES = 64 * 1024 * 1024;
const PROBES = 3;

/**
 * The median time, in microseconds, to touch a fresh 4 KiB page for the first time: the kernel maps and zeroes
 * it. Three probes of 64 MiB; about 0.1 s in all on a host with ordinary page faults.
 */
export function pageFaultMicros(): number {
  const probes: number[] = [];
  for (let probe = 0; probe < PROBES; probe += 1) {
    const memory = Buffer.allocUnsafeSlow(PROBE_BYTES);
    const started = process.hrtime.bigint();
    for (let offset = 0; offset < PROBE_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
    const nanoseconds = Number(process.hrtime.bigint() - started);
    probes.push(nanoseconds / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  probes.sort((a, b) => a - b);
  return probes[Math.floor(PROBES / 2)] as number;
}

export interface HostFitness {
  /** What a first touch of a page cost, in microseconds (`pageFaultMicros`). */
  pageFaultUs: number;
  /** Whether the performance score is judged against its budget on this host. */
  judgesPerformance: boolean;
}

/** Measures the host once: the performance budget is judged only where page faults cost what they should. */
export function hostFitness(measure: () => number = pageFaultMicros): HostFitness {
  const pageFaultUs = Math.round(measure() * 100) / 100;
  return { pageFaultUs, judgesPerformance: pageFaultUs <= PAGE_FAULT_LIMIT_US };
}

/** The line the run prints, and the warning its summary shows, when the performance score is not judged. */
export function notJudgedWarning(host: HostFitness): string {
  return `Lighthouse's performance scores were measured but not judged: a first touch of a memory page costs ${host.pageFaultUs} µs on this host (limit ${PAGE_FAULT_LIMIT_US} µs), which Lighthouse's 4x CPU slowdown turns into blocking time no phone has. Accessibility, best practices, SEO and CLS were judged.`;
}
