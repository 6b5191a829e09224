import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * The in-memory limiter for a named limit at its current settings (ADR 0009: each server process
 * counts for itself). Settings are read per call by the callers, so a changed setting (in tests,
 * through the environment) gets a fresh limiter instead of one still counting by the old numbers.
 */
const limiters = new Map<string, RateLimiterMemory>();

export function limiterFor(name: string, points: number, duration: number): RateLimiterMemory {
  const keyPrefix = `${name}-${points}/${duration}`;
  let limiter = limiters.get(keyPrefix);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration, keyPrefix });
    limiters.set(keyPrefix, limiter);
  }
  return limiter;
}
