// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { HeroSlider } from "./hero-slider";
import type { HeroSlide } from "./types";

afterEach(cleanup);

function slide(title: string): HeroSlide {
  return {
    id: title,
    title,
    subtitle: null,
    description: null,
    badgeText: "Бейдж",
    ctaText: null,
    ctaLink: "#demo",
    backgroundImage: null,
    backgroundVideo: null,
    founderImage: null,
    showFounder: false,
    stats: [],
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
});
