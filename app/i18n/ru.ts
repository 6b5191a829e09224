/** Every user-facing string, once, spelled as SPEC.md spells it. One file per area of the site. */
import { admin } from "./ru/admin";
import { auth } from "./ru/auth";
import { cases } from "./ru/cases";
import { common } from "./ru/common";
import { home } from "./ru/home";
import { info } from "./ru/info";
import { leads } from "./ru/leads";
import { pages } from "./ru/pages";

export const ru = { ...common, home, cases, leads, pages, info, auth, admin };
