import { memoryCookies, memoryStorage } from "@chartbot/browser-storage/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { AdvertisingPixel, type AdvertisingPixelProps } from "./advertising-pixel";

/** A stand-in script (no network) that records that it ran. */
const demoScript = (id: string) => `data:text/javascript,window.__pixelLoaded=${JSON.stringify(id)}`;

function PixelDemo({ consent, pixelId }: { consent: "all" | "required" | "unset"; pixelId?: string }) {
  const [loaded, setLoaded] = useState<string[]>([]);
  const storage = memoryStorage(consent === "unset" ? {} : { cookies: consent });
  const props: AdvertisingPixelProps = { pixelId, storage, cookies: memoryCookies(), scriptSrc: demoScript };
  useEffect(() => {
    const scripts = document.head.querySelectorAll<HTMLScriptElement>("script[data-advertising-pixel]");
    setLoaded(Array.from(scripts, (script) => script.dataset.advertisingPixel ?? ""));
  }, []);
  return (
    <>
      <AdvertisingPixel {...props} />
      <p>
        Consent <code>{consent}</code>, pixel id <code>{pixelId ?? "none"}</code>: the pixel{" "}
        <strong>{loaded.length > 0 ? "loaded" : "did not load"}</strong>.
      </p>
    </>
  );
}

const meta = {
  title: "Layout/AdvertisingPixel",
  component: PixelDemo,
  args: { consent: "all", pixelId: "demo-pixel" },
} satisfies Meta<typeof PixelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptedAll: Story = {};

export const OnlyRequired: Story = { args: { consent: "required" } };

export const NoPixelId: Story = { args: { pixelId: undefined } };
