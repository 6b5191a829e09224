/**
 * Imported by the server entry before the database is opened (ADR 0072 addendum 2026-11-28). The
 * embedded database is PostgreSQL compiled to WebAssembly, and V8 compiles its busy functions again
 * with its optimising compiler on as many background threads as there are cores. Each thread's
 * compiler takes its working memory from a malloc arena of its own, and glibc keeps what was freed
 * there: on a fresh folder (migrations and seeding run PostgreSQL hard at start) that was 20-60 MB
 * of an idle embedded server's RSS. One compilation thread gives the same optimised code in the
 * end. (Liftoff only, without the optimising compiler, saved more memory but made a heavy query
 * half as slow again, so it is not used.) V8 reads the flag when it compiles a module, which is
 * after this runs; with DATABASE_URL there is no module of ours to compile, and nothing changes.
 */
import v8 from "node:v8";

if (!process.env.DATABASE_URL) v8.setFlagsFromString("--wasm-num-compilation-tasks=1");
