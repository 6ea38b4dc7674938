/** Runs `task` `iterations` times after a warm-up and returns its latency percentiles in milliseconds. */
export async function sample(iterations: number, task: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(10, iterations); i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** Runs `task` `iterations` times after a warm-up and reports latency percentiles in milliseconds. */
export async function measure(name: string, iterations: number, task: () => Promise<unknown>) {
  const { p50, p95, max } = await sample(iterations, task);
  console.log(`${name.padEnd(40)} n=${iterations}  p50=${p50.toFixed(2)} ms  p95=${p95.toFixed(2)} ms  max=${max.toFixed(2)} ms`);
}
