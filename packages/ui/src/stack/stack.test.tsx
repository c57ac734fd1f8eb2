import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Inline, inline } from "../inline/inline";
import { Tiles } from "../tiles/tiles";
import { Stack, stack } from "./stack";
import * as styles from "./stack.css";

const classesOf = (element: Element | null | undefined) => new Set(element?.className.split(" "));

describe("layout primitives", () => {
  it("Stack renders the element asked for, with the class stack() gives", () => {
    const { container } = render(
      <Stack as="section" gap="xl">
        <p>One</p>
      </Stack>,
    );
    const element = container.firstElementChild;
    expect(element?.tagName).toBe("SECTION");
    expect(element?.className).toBe(stack({ gap: "xl" }));
    expect(stack({ gap: "xl" })).not.toBe(stack({ gap: "sm" }));
  });

  it("Stack drops the browser's list and fieldset styles only for lists and fieldsets", () => {
    const { container } = render(
      <>
        <Stack as="ul" />
        <Stack as="fieldset" />
        <Stack />
      </>,
    );
    const [list, fieldset, div] = Array.from(container.children);
    expect(classesOf(list).has(styles.reset)).toBe(true);
    expect(classesOf(fieldset).has(styles.reset)).toBe(true);
    expect(classesOf(div).has(styles.reset)).toBe(false);
  });

  it("Inline collapses to a column below the given width only when asked", () => {
    const row = inline({ gap: "md" });
    const collapsing = inline({ gap: "md", collapseBelow: "tablet" });
    expect(collapsing).not.toBe(row);
    expect(inline({ gap: "md", collapseBelow: "desktop" })).not.toBe(collapsing);
    const { container } = render(<Inline gap="md" collapseBelow="tablet" />);
    expect(container.firstElementChild?.className).toBe(collapsing);
  });

  it("Tiles takes one column count or one per layout", () => {
    const { container } = render(
      <>
        <Tiles columns={2} />
        <Tiles columns={{ mobile: 1, tablet: 2 }} />
        <Tiles />
      </>,
    );
    const [two, oneThenTwo, standard] = Array.from(container.children).map((element) => element.className);
    expect(two).not.toBe(oneThenTwo);
    expect(oneThenTwo).not.toBe(standard);
    expect(standard?.split(" ").length).toBeGreaterThan(oneThenTwo?.split(" ").length ?? 0);
  });
});
