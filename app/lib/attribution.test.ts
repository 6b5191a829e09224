// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { externalReferrer, readAttribution, rememberVisit, utmFromQuery } from "./attribution";

/** A page load of this site at `path`, arriving from `referrer`. */
function land(path: string, referrer = "") {
  history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  rememberVisit();
}

/** A navigation inside the site: the document (and its referrer) stays. */
function navigate(path: string) {
  history.pushState(null, "", path);
  rememberVisit();
}

beforeEach(() => {
  sessionStorage.clear();
});

describe("the visit's attribution in the browser (ADR 0035)", () => {
  it("remembers the landing's utm and external referrer and adds the current page", () => {
    land("/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=1", "https://www.google.com/");
    navigate("/services");
    expect(readAttribution()).toEqual({
      pageUrl: "/services",
      referrer: "https://www.google.com/",
      landingPath: "/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
    });
    expect(document.cookie).toBe("");
  });

  it("keeps the first touch while later pages bring no utm, even a new external referrer", () => {
    land("/about", "https://t.me/channel");
    land("/blog?page=2", "https://yandex.kz/");
    expect(readAttribution()).toEqual({ pageUrl: "/blog?page=2", referrer: "https://t.me/channel", landingPath: "/about" });
  });

  it("a direct first visit is a first touch too", () => {
    land("/");
    land("/contact", "https://www.google.com/");
    expect(readAttribution()).toEqual({ pageUrl: "/contact", landingPath: "/" });
  });

  it("a later landing with utm parameters replaces the first touch", () => {
    land("/?utm_source=google&utm_campaign=spring", "https://www.google.com/");
    land("/cases?utm_source=instagram&utm_content=story", "https://l.instagram.com/");
    navigate("/contact");
    expect(readAttribution()).toEqual({
      pageUrl: "/contact",
      referrer: "https://l.instagram.com/",
      landingPath: "/cases",
      utmSource: "instagram",
      utmContent: "story",
    });
  });

  it("a referrer on this site is no referral", () => {
    land(`/services?utm_term=ai`, `${location.origin}/`);
    expect(readAttribution()).toEqual({ pageUrl: "/services?utm_term=ai", landingPath: "/services", utmTerm: "ai" });
  });

  it("without remembered data it reads the current page itself", () => {
    history.replaceState(null, "", "/faq?utm_medium=email");
    Object.defineProperty(document, "referrer", { value: "https://mail.example/", configurable: true });
    sessionStorage.setItem("lead-attribution", "not json");
    expect(readAttribution()).toEqual({ pageUrl: "/faq?utm_medium=email", referrer: "https://mail.example/", landingPath: "/faq", utmMedium: "email" });
  });
});

describe("the helpers the server shares", () => {
  it("utmFromQuery reads the five utm parameters and nothing else", () => {
    expect(
      utmFromQuery(new URLSearchParams("utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f&utm_source=")),
    ).toEqual({
      utmSource: "a",
      utmMedium: "b",
      utmCampaign: "c",
      utmTerm: "d",
      utmContent: "e",
    });
  });

  it("externalReferrer keeps only another site's address", () => {
    expect(externalReferrer("https://www.google.com/", "https://site.kz")).toBe("https://www.google.com/");
    expect(externalReferrer("https://site.kz/services", "https://site.kz")).toBeUndefined();
    expect(externalReferrer("not a url", "https://site.kz")).toBeUndefined();
    expect(externalReferrer(null, "https://site.kz")).toBeUndefined();
  });
});
