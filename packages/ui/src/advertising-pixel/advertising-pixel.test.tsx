import { memoryCookies, memoryStorage } from "@chartbot/browser-storage/testing";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AdvertisingPixel, defaultPixelScriptSrc } from "./advertising-pixel";

const pixelScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>("script[data-advertising-pixel]"));

afterEach(() => {
  for (const script of pixelScripts()) script.remove();
});

describe("AdvertisingPixel", () => {
  it("loads the script when all is stored and an id is configured", () => {
    render(
      <AdvertisingPixel
        pixelId="px-42"
        cookies={memoryCookies()}
        storage={memoryStorage({ cookies: "all" })}
      />,
    );
    expect(pixelScripts().map((script) => script.getAttribute("src"))).toEqual(["/pixel.js?id=px-42"]);
    expect(pixelScripts()[0]?.async).toBe(true);
  });

  it.each([
    ["required is stored", { cookies: "required" }],
    ["nothing is stored", {}],
    ["an invalid value is stored", { cookies: "yes" }],
  ])("loads nothing when %s", (_case, entries) => {
    render(<AdvertisingPixel pixelId="px-42" cookies={memoryCookies()} storage={memoryStorage(entries)} />);
    expect(pixelScripts()).toEqual([]);
  });

  it.each([undefined, ""])("loads nothing without an id (%j), even with consent", (pixelId) => {
    render(
      <AdvertisingPixel
        pixelId={pixelId}
        cookies={memoryCookies()}
        storage={memoryStorage({ cookies: "all" })}
      />,
    );
    expect(pixelScripts()).toEqual([]);
  });

  it("builds the URL with the configured function and sets the nonce", () => {
    render(
      <AdvertisingPixel
        pixelId="a b"
        scriptSrc={(id) => `https://pixel.test/p.js?id=${encodeURIComponent(id)}`}
        cookies={memoryCookies()}
        storage={memoryStorage({ cookies: "all" })}
        nonce="n0nce"
      />,
    );
    const [script] = pixelScripts();
    expect(script?.getAttribute("src")).toBe("https://pixel.test/p.js?id=a%20b");
    expect(script?.nonce).toBe("n0nce");
  });

  it("loads the script once even when rendered twice", () => {
    const storage = memoryStorage({ cookies: "all" });
    render(
      <>
        <AdvertisingPixel pixelId="px-1" storage={storage} />
        <AdvertisingPixel pixelId="px-1" storage={storage} />
      </>,
    );
    expect(pixelScripts()).toHaveLength(1);
  });

  it("loads when all was chosen in the other app (the shared cookie), not when required was", () => {
    render(
      <AdvertisingPixel
        pixelId="px-7"
        cookies={memoryCookies({ cookies: "all" })}
        storage={memoryStorage()}
      />,
    );
    expect(pixelScripts()).toHaveLength(1);
    for (const script of pixelScripts()) script.remove();
    render(
      <AdvertisingPixel
        pixelId="px-8"
        cookies={memoryCookies({ cookies: "required" })}
        storage={memoryStorage({ cookies: "all" })}
      />,
    );
    expect(pixelScripts()).toEqual([]);
  });

  it("defaults to a same-site path, naming no third-party host", () => {
    expect(defaultPixelScriptSrc("id/1")).toBe("/pixel.js?id=id%2F1");
  });
});
