import { Bot, CheckCircle, Globe, MessageSquare, Sparkles, Users, Zap } from "lucide-react";
import { describe, expect, it } from "vitest";

import { HERO_STAT_ICONS } from "~/lib/constants";

import { heroStatIcon } from "./hero-icons";

describe("heroStatIcon", () => {
  it("maps each of the six stat icon names staff may type to its lucide icon", () => {
    const expected = { Bot, Zap, CheckCircle, MessageSquare, Globe, Users };
    for (const name of HERO_STAT_ICONS) {
      expect(heroStatIcon(name)).toEqual({ name, Icon: expected[name] });
    }
  });

  it("gives the default icon to any other name, an empty one or none", () => {
    for (const name of ["Rocket", "zap", "", "toString", "__proto__", null, undefined]) {
      expect(heroStatIcon(name)).toEqual({ name: "Sparkles", Icon: Sparkles });
    }
  });
});
