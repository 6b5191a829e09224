// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { HeroSlider } from "./hero-slider";
import type { HeroSlide } from "~/schemas/home";

afterEach(cleanup);

function slide(title: string, overrides: Partial<HeroSlide> = {}): HeroSlide {
  return {
    id: title,
    title,
    subtitle: null,
    description: null,
    badgeText: "Бейдж",
    ctaText: null,
    ctaLink: "#demo",
    backgroundImage: null,
    backgroundImageSizes: null,
    backgroundVideo: null,
    founderImage: null,
    founderImageSizes: null,
    showFounder: false,
    stats: [],
    animation: "fade-in",
    ...overrides,
  };
}

function renderSlider(slides: HeroSlide[] | undefined) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <HeroSlider slides={slides} founderName={null} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("HeroSlider", () => {
  it("shows a spinner while the slides have not arrived", async () => {
    renderSlider(undefined);
    expect(await screen.findByRole("status", { name: "Загрузка…" })).toBeInTheDocument();
    expect(screen.queryByText("Hero секция не настроена")).not.toBeInTheDocument();
  });

  it("says the hero is not set up when there is no slide", async () => {
    renderSlider([]);
    expect(await screen.findByRole("heading", { name: "Hero секция не настроена" })).toBeInTheDocument();
    expect(screen.getByText("Добавьте слайды в админ-панели")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("has no controls for a single slide", async () => {
    renderSlider([slide("Один")]);
    expect(await screen.findByRole("heading", { name: "Один" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("moves between slides with the arrows and the dots, wrapping around", async () => {
    renderSlider([slide("Первый"), slide("Второй"), slide("Третий")]);
    const current = () => screen.getByRole("button", { current: true }).getAttribute("aria-label");
    await screen.findByRole("heading", { name: "Первый" });
    expect(current()).toBe("Слайд 1");
    // Hidden slides are out of the accessibility tree, so only the current title is a heading.
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Первый"]);

    fireEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
    expect(current()).toBe("Слайд 3");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Третий"]);
    fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
    expect(current()).toBe("Слайд 1");
    fireEvent.click(screen.getByRole("button", { name: "Слайд 2" }));
    expect(current()).toBe("Слайд 2");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Второй"]);
  });

  it("shows the first slide at once, then plays each slide's own entrance animation when it is shown", async () => {
    renderSlider([slide("Первый", { animation: "zoom-in" }), slide("Второй", { animation: "bounce" })]);
    await screen.findByRole("heading", { name: "Первый" });
    const shown = () => document.querySelector('[data-testid="hero-slide"][data-active="true"]')!;
    // The slide a visitor lands on is the page's largest paint: no entrance delays it.
    expect(document.querySelector('[class*="animate-hero-"]')).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
    expect(shown().className).toContain("animate-hero-bounce");
    expect(document.querySelector(".animate-hero-zoom-in")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
    expect(shown().className).toContain("animate-hero-zoom-in");
  });

  it("gives an uploaded background and founder photo their sizes", async () => {
    const id = "0b9c3f1e-8d0a-4a57-9b1a-2f5c6d7e8f90";
    const image = (name: string) => ({
      key: `${id}/${name}`,
      width: 2400,
      height: 1600,
      variants: [
        { width: 640, height: 427, key: `${id}/640.webp` },
        { width: 1920, height: 1280, key: `${id}/1920.webp` },
      ],
    });
    renderSlider([
      slide("С фоном", {
        backgroundImage: `/media/${id}/original.jpg`,
        backgroundImageSizes: image("original.jpg"),
        showFounder: true,
        founderImage: `/media/${id}/original.png`,
        founderImageSizes: image("original.png"),
      }),
    ]);
    await screen.findByRole("heading", { name: "С фоном" });
    const background = document.querySelector('[data-testid="hero-background"] img')!;
    expect(background.getAttribute("srcset")).toBe(`/media/${id}/640.webp 640w, /media/${id}/1920.webp 1920w`);
    expect(background.getAttribute("sizes")).toBe("(max-width: 767px) 50vw, 100vw");
    const founder = screen.getByRole("img", { name: "Фото основателя компании" });
    expect(founder.getAttribute("srcset")).toContain(`/media/${id}/640.webp 640w`);
    expect(founder.getAttribute("sizes")).toMatch(/17rem$/);
  });
});
