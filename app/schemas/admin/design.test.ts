import { describe, expect, it } from "vitest";

import { DESIGN_DEFAULTS, designActionSchema, designValuesSchema, readDesignValues } from "./design";

const messagesOf = (value: unknown) => {
  const parsed = designValuesSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the design values", () => {
  it("take the defaults as they are", () => {
    expect(designValuesSchema.parse(DESIGN_DEFAULTS)).toEqual(DESIGN_DEFAULTS);
  });

  it("hold colours as #RRGGBB, stored lower case", () => {
    expect(designValuesSchema.parse({ ...DESIGN_DEFAULTS, lightPrimary: " #0F766E " }).lightPrimary).toBe("#0f766e");
    for (const bad of ["#fff", "0f766e", "#0f766g", "#0f766e0", "red", "", "#0f766e;}body{"]) {
      expect(messagesOf({ ...DESIGN_DEFAULTS, darkText: bad }), bad).toEqual(["darkText: Цвет в формате #RRGGBB, например #4f46e5"]);
    }
  });

  it("hold a font size of 12 to 20 px in whole pixels", () => {
    for (const ok of [12, 16, 20]) expect(messagesOf({ ...DESIGN_DEFAULTS, fontSize: ok })).toEqual([]);
    for (const bad of [11, 21, 16.5]) {
      expect(messagesOf({ ...DESIGN_DEFAULTS, fontSize: bad }), String(bad)).toEqual(["fontSize: Размер шрифта — целое число от 12 до 20"]);
    }
  });

  it("hold a line height of 1 to 2 in steps of 0.1", () => {
    expect(designValuesSchema.parse({ ...DESIGN_DEFAULTS, lineHeight: 1 + 0.1 + 0.2 }).lineHeight).toBe(1.3);
    for (const ok of [1, 1.1, 1.7, 2]) expect(messagesOf({ ...DESIGN_DEFAULTS, lineHeight: ok }), String(ok)).toEqual([]);
    for (const bad of [0.9, 2.1, 1.25, 1.55]) {
      expect(messagesOf({ ...DESIGN_DEFAULTS, lineHeight: bad }), String(bad)).toEqual(["lineHeight: Межстрочный интервал — от 1 до 2 с шагом 0,1"]);
    }
  });

  it("hold an animation speed of 100 to 1000 ms in steps of 100", () => {
    for (const ok of [100, 300, 1000]) expect(messagesOf({ ...DESIGN_DEFAULTS, animationSpeed: ok })).toEqual([]);
    for (const bad of [0, 50, 150, 1100, 299.5]) {
      expect(messagesOf({ ...DESIGN_DEFAULTS, animationSpeed: bad }), String(bad)).toEqual(["animationSpeed: Скорость — от 100 до 1000 мс с шагом 100"]);
    }
  });

  it("take only the listed fonts", () => {
    expect(messagesOf({ ...DESIGN_DEFAULTS, font: "comic-sans" })).toEqual(["font: Выберите шрифт из списка"]);
    expect(messagesOf({ ...DESIGN_DEFAULTS, font: "golos-text" })).toEqual([]);
  });
});

describe("a stored version read back", () => {
  it("keeps what fits and falls back to the defaults for the rest", () => {
    expect(readDesignValues({ lightPrimary: "#123456", fontSize: 99, font: "removed-font", animations: false })).toEqual({
      ...DESIGN_DEFAULTS,
      lightPrimary: "#123456",
      animations: false,
    });
    expect(readDesignValues(null)).toEqual(DESIGN_DEFAULTS);
    expect(readDesignValues("not an object")).toEqual(DESIGN_DEFAULTS);
  });
});

describe("saving", () => {
  const save = (values: Record<string, unknown>) => designActionSchema.safeParse({ intent: "save", ...DESIGN_DEFAULTS, ...values });

  it("needs a confirmation when text on background falls below 4.5:1, in either palette", () => {
    for (const low of [{ lightText: "#aaaaaa" }, { darkText: "#333333" }, { lightBackground: "#0f172a" }]) {
      const parsed = save(low);
      expect(parsed.success, JSON.stringify(low)).toBe(false);
      expect(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["confirmLowContrast", "Контраст текста и фона ниже 4,5:1. Подтвердите сохранение или выберите другие цвета."],
      ]);
      expect(save({ ...low, confirmLowContrast: true }).success).toBe(true);
    }
  });

  it("needs none when the pair reads well", () => {
    expect(save({ lightText: "#595959" }).success).toBe(true);
  });
});
