import { describe, expect, it } from "vitest";

import { common as en } from "~/i18n/en/common";
import { common as kz } from "~/i18n/kz/common";
import { common as ru } from "~/i18n/ru/common";

import { formatImprovement, formatPercent, formatPrice, sharePercent } from "./format";

describe("formatPrice", () => {
  it("prints a one-off price in tenge with ru-RU digit groups and non-breaking spaces", () => {
    expect(formatPrice({ priceAmount: 500000, priceLabel: null, pricePeriod: null }, "ru", ru.price)).toBe("от\u00a0500\u00a0000\u00a0₸");
    expect(formatPrice({ priceAmount: 1250000, priceLabel: null, pricePeriod: null }, "ru", ru.price)).toBe("от\u00a01\u00a0250\u00a0000\u00a0₸");
  });

  it("adds '/мес' to a monthly price", () => {
    expect(formatPrice({ priceAmount: 100000, priceLabel: null, pricePeriod: "month" }, "ru", ru.price)).toBe("от\u00a0100\u00a0000\u00a0₸/мес");
  });

  it("shows the label when the price is a word", () => {
    expect(formatPrice({ priceAmount: null, priceLabel: "Бесплатно", pricePeriod: null }, "ru", ru.price)).toBe("Бесплатно");
    expect(formatPrice({ priceAmount: null, priceLabel: "По запросу", pricePeriod: null }, "ru", ru.price)).toBe("По запросу");
  });

  it("prefers the amount when both are set", () => {
    expect(formatPrice({ priceAmount: 5000, priceLabel: "Бесплатно", pricePeriod: null }, "ru", ru.price)).toBe("от\u00a05\u00a0000\u00a0₸");
  });
});

describe("formatPrice in the page's language", () => {
  const monthly = { priceAmount: 100000, priceLabel: null, pricePeriod: "month" };

  it("writes tenge with English digit groups on an English page", () => {
    expect(formatPrice({ priceAmount: 1250000, priceLabel: null, pricePeriod: null }, "en", en.price)).toBe("from\u00a01,250,000\u00a0₸");
    expect(formatPrice(monthly, "en", en.price)).toBe("from\u00a0100,000\u00a0₸/month");
  });

  it("writes tenge in kk-KZ, 'бастап' after the figure, on a Kazakh page", () => {
    expect(formatPrice({ priceAmount: 500000, priceLabel: null, pricePeriod: null }, "kz", kz.price)).toBe("500\u00a0000\u00a0₸\u00a0бастап");
    expect(formatPrice(monthly, "kz", kz.price)).toBe("айына 100\u00a0000\u00a0₸\u00a0бастап");
  });
});

describe("formatImprovement", () => {
  it("signs the figure and writes decimals with a comma, as Russian readers expect", () => {
    expect(formatImprovement(45, "ru")).toBe("+45%");
    expect(formatImprovement(-80, "ru")).toBe("-80%");
    expect(formatImprovement(12.5, "ru")).toBe("+12,5%");
    expect(formatImprovement(33.333, "ru")).toBe("+33,3%");
  });

  it("writes a decimal point on an English page and a comma on a Kazakh one", () => {
    expect(formatImprovement(12.5, "en")).toBe("+12.5%");
    expect(formatImprovement(12.5, "kz")).toBe("+12,5%");
  });

  it("prints zero without a sign and nothing when no figure was given", () => {
    expect(formatImprovement(0, "ru")).toBe("0%");
    expect(formatImprovement(null, "ru")).toBeNull();
    expect(formatImprovement(undefined, "ru")).toBeNull();
    expect(formatImprovement(Number.NaN, "ru")).toBeNull();
  });
});

describe("formatPercent", () => {
  it("writes a share with a decimal comma, to whole percent or one decimal", () => {
    expect(formatPercent(20)).toBe("20%");
    expect(formatPercent(33.3, 1)).toBe("33,3%");
    expect(formatPercent(0, 1)).toBe("0,0%");
    expect(formatPercent(100, 1)).toBe("100,0%");
  });
});

describe("sharePercent", () => {
  it("rounds to whole percent by default, and is 0 without a whole", () => {
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(1, 8)).toBe(13);
    expect(sharePercent(5, 5)).toBe(100);
  });

  it("with one decimal, rounds half up without a float's error", () => {
    expect(sharePercent(2, 3, 1)).toBe(66.7);
    expect(sharePercent(1, 16, 1)).toBe(6.3);
    expect(sharePercent(1, 8, 1)).toBe(12.5);
    expect(sharePercent(5, 5, 1)).toBe(100);
  });
});
