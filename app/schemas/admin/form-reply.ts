import type { SubmissionResult } from "@conform-to/react";

/** What an admin action answers to its form: conform's result, which carries errors and what was typed. */
export type FormReply = { result: SubmissionResult<string[]> };
