-- Rate-limit counters are written on every public form post (ADR 0068). Unlogged, a commit that
-- only touched them does not wait for the WAL to reach the disk; a crash empties the table, which
-- only gives every address a fresh allowance.
ALTER TABLE "rate_limits" SET UNLOGGED;
