import { SCREEN_IDS, screenPaths } from "~/lib/permissions";

/** Every path of every admin screen, as a client would type it. */
export const ADMIN_FUZZ_PATHS: readonly string[] = SCREEN_IDS.flatMap((id) => screenPaths(id));
