import type { ServerBuild } from "react-router";

import { SCREEN_IDS, screenPaths } from "~/lib/permissions";

/** Every path of every admin screen, as a client would type it. */
export const ADMIN_FUZZ_PATHS: readonly string[] = SCREEN_IDS.flatMap((id) => screenPaths(id));

/** The admin screens' paths whose route has an action in the build: every admin form. */
export function adminFormPaths(build: ServerBuild): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  const withAction = new Set(
    Object.values(build.routes)
      .filter((route) => route?.module.action)
      .map((route) => fullPath(route!.id)),
  );
  return ADMIN_FUZZ_PATHS.filter((path) => withAction.has(path));
}
